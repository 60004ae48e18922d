import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import type { DraftFarmerOrdersInput } from '@nyama/domain/callables/farmer-order-callables';
import { farmerOrderSchema, type FarmerOrderTerms } from '@nyama/domain/inventory/farmer-order';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { carcassItemId } from '@nyama/domain/catalogue/stock-only';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import '../../functions/src/lib/setup';
import { checkLedger } from '../../scripts/lib/ledger-check';
import { functionsHarness, refusalOf, type SignedInClient } from './env';
import { postingsOf, stockedItem } from './inventory-fixtures';

// Chicken's carcass item is this suite's alone: no other suite weighs in chickens.
const harness = functionsHarness('farmer-orders');
const run = harness.run;
const today = nairobiDate(Date.now());
const carcassItem = carcassItemId('chicken');
const farmerUid = `farmer-${run}`;
// Chicken's template is this suite's too: a whole bird cut into breasts and bones.
const breast = `breast-${run}`;
const bones = `bones-${run}`;
const butcherId = `butcher-${run}`;
const terms: FarmerOrderTerms = {
  species: 'chicken',
  head: 40,
  estimatedCarcassGrams: 60_000,
  pricePerKgCents: 42_000,
  deliveryDate: addDays(today, 3),
};
let inner: SignedInClient;
let customer: SignedInClient;

type Drafted = { orders: { orderId: string; number: string }[] };
const draft = (client: SignedInClient, input: DraftFarmerOrdersInput) =>
  client.call<Drafted>(CALLABLES.draftFarmerOrders, input);
const act = (orderId: string, action: unknown) => inner.call(CALLABLES.actOnFarmerOrder, { orderId, action });
const orderOf = async (orderId: string) =>
  farmerOrderSchema.parse((await harness.db.doc(paths.farmerOrder(orderId)).get()).data());
const auditCount = async (orderId: string) =>
  (
    await harness.db
      .collection(COLLECTIONS.auditEntries)
      .where('targetPath', '==', paths.farmerOrder(orderId))
      .get()
  ).size;

/** A drafted order, sent, and confirmed as the farmer's answer would confirm it. */
async function confirmedOrder(): Promise<string> {
  const { orders } = await draft(inner, { drafts: [{ farmerUid, terms }] });
  const orderId = orders[0]?.orderId ?? '';
  await act(orderId, { action: 'send' });
  await harness.db.doc(paths.farmerOrder(orderId)).update({ status: 'confirmed' });
  return orderId;
}

const weighIn = {
  carcassGrams: 58_750,
  grade: 'standard',
  slaughterDate: today,
  inspectionStamp: 'KE-MI-2041',
};

beforeAll(async () => {
  inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
  customer = await harness.signIn(await harness.createAccount('customer', 'User'));
  await harness.db.doc(paths.farmer(farmerUid)).set({
    name: 'Grace',
    surname: 'Wambui',
    mob: '254711000222',
    county: 'Kiambu',
    location: 'Githunguri',
    species: ['chicken'],
    active: true,
  });
  await harness.db.doc(paths.cuttingTemplate('chicken')).set({
    species: 'chicken',
    outputs: [
      { itemId: breast, role: 'cut', yieldBps: 7_000 },
      { itemId: bones, role: 'byProduct', yieldBps: 2_500 },
    ],
    maxLossBps: 500,
  });
  await harness.db
    .doc(paths.butcher(butcherId))
    .set({ name: 'Peter Kariuki', location: 'Ngara', phone: '254700000001', speciality: 'Poultry' });
  await stockedItem(
    harness.db,
    breast,
    { ...perKgItem({ groupId: 'chicken', name: 'Breast', stockGrams: 0 }) },
    [],
  );
  await stockedItem(
    harness.db,
    bones,
    {
      ...perKgItem({ groupId: 'by-products', name: 'Bones', pricePerKgCents: 6_000, stockGrams: 0 }),
      active: false,
    },
    [],
  );
  await stockedItem(
    harness.db,
    carcassItem,
    { ...perKgItem({ groupId: 'carcasses', name: 'Chicken carcasses' }), active: false },
    [],
  );
});
afterAll(async () => {
  await harness.db.doc(paths.butcher(butcherId)).delete();
  await harness.cleanup();
});

describe('draftFarmerOrders and actOnFarmerOrder', () => {
  it('numbers drafts in one go, with and without a farmer, and sends only the one with a farmer', async () => {
    const { orders } = await draft(inner, {
      drafts: [
        { farmerUid, terms },
        { farmerUid: null, terms: { ...terms, head: 20 } },
      ],
    });
    expect(orders).toHaveLength(2);
    const [first, second] = orders;
    expect(Number(second?.number.slice(3)) - Number(first?.number.slice(3))).toBe(1);
    const withFarmer = await orderOf(first?.orderId ?? '');
    expect(withFarmer).toMatchObject({
      status: 'draft',
      farmerUid,
      farmer: { name: 'Grace Wambui', firstName: 'Grace', county: 'Kiambu' },
    });
    expect(await refusalOf(act(second?.orderId ?? '', { action: 'send' }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Choose the farmer before sending the order.',
    });
    await act(first?.orderId ?? '', { action: 'send' });
    expect((await orderOf(first?.orderId ?? '')).status).toBe('sent');
    expect(await auditCount(first?.orderId ?? '')).toBe(2);
    await inner.call(CALLABLES.updateFarmerOrder, { orderId: second?.orderId, farmerUid, terms });
    expect((await orderOf(second?.orderId ?? '')).farmerUid).toBe(farmerUid);
    expect(
      await refusalOf(inner.call(CALLABLES.updateFarmerOrder, { orderId: first?.orderId, farmerUid, terms })),
    ).toMatchObject({ message: expect.stringMatching(/only a draft is changed/) });
  });

  it('refuses an unknown farmer or bad terms with a clear message, writing nothing', async () => {
    expect(await refusalOf(draft(inner, { drafts: [{ farmerUid: 'nobody', terms }] }))).toEqual({
      code: 'functions/not-found',
      message: 'There is no such farmer.',
    });
    expect(
      await refusalOf(draft(inner, { drafts: [{ farmerUid, terms: { ...terms, head: 0 } }] })),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringMatching(/At least one animal/),
    });
    const drafts = await harness.db
      .collection(COLLECTIONS.farmerOrders)
      .where('farmerUid', '==', 'nobody')
      .get();
    expect(drafts.size).toBe(0);
  });

  it('accepts a counter-offer: its head and date become the order’s', async () => {
    const { orders } = await draft(inner, { drafts: [{ farmerUid, terms }] });
    const orderId = orders[0]?.orderId ?? '';
    await act(orderId, { action: 'send' });
    const counter = { head: 30, deliveryDate: addDays(today, 5), note: 'Thirty are ready', atMs: Date.now() };
    await harness.db.doc(paths.farmerOrder(orderId)).update({ status: 'countered', counter });
    await act(orderId, { action: 'acceptCounter' });
    expect((await orderOf(orderId)).terms).toEqual({
      ...terms,
      head: 30,
      deliveryDate: counter.deliveryDate,
      estimatedCarcassGrams: 45_000,
    });
  });
});

describe('weighInFarmerOrder and payFarmerOrder', () => {
  it('weighs the carcasses into a lot carrying the farm, through the ledger, and owes the farmer for them', async () => {
    const orderId = await confirmedOrder();
    const { lotId } = await inner.call<{ lotId: string }>(CALLABLES.weighInFarmerOrder, { orderId, weighIn });
    const lot = lotSchema.parse((await harness.db.doc(paths.lot(lotId)).get()).data());
    expect(lot).toMatchObject({
      itemId: carcassItem,
      onHand: 58_750,
      unitCostCents: 42_000,
      source: { kind: 'farmerOrder', id: orderId },
      supplier: 'Grace Wambui',
      farm: { firstName: 'Grace', county: 'Kiambu' },
      inspectionStamp: 'KE-MI-2041',
      useBy: addDays(today, 5),
    });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'delivered', delivery: { lotId, owedCents: 2_467_500 } });
    expect((await postingsOf(harness.db, carcassItem)).at(-1)?.source).toEqual({
      kind: 'farmerOrder',
      id: orderId,
    });
    expect(await refusalOf(inner.call(CALLABLES.weighInFarmerOrder, { orderId, weighIn }))).toMatchObject({
      code: 'functions/failed-precondition',
    });
    expect((await checkLedger(harness.db, [carcassItem])).differences).toEqual([]);

    // The butcher cuts the farmer's carcass: the farmer's order learns how their birds cut.
    await inner.call(CALLABLES.postProductionOrder, {
      carcassLotId: lotId,
      butcherId,
      outputs: [
        { itemId: breast, grams: 42_300, pieces: null },
        { itemId: bones, grams: 14_100, pieces: null },
      ],
    });
    expect((await orderOf(orderId)).yields).toEqual([
      expect.objectContaining({ carcassGrams: 58_750, cutBps: 7_200, expectedCutBps: 7_000 }),
    ]);

    const pay = (amountCents: number) =>
      inner.call<{ status: string; outstandingCents: number }>(CALLABLES.payFarmerOrder, {
        orderId,
        payment: { amountCents, method: 'mpesa', reference: 'QK12ABC3XY' },
      });
    expect(await pay(1_000_000)).toEqual({ orderId, status: 'delivered', outstandingCents: 1_467_500 });
    expect(await refusalOf(pay(1_500_000))).toMatchObject({
      message: expect.stringMatching(/is outstanding/),
    });
    expect(await pay(1_467_500)).toEqual({ orderId, status: 'paid', outstandingCents: 0 });
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', finished: true });
  });

  it('refuses a carcass past its use-by or slaughtered tomorrow, and writes nothing', async () => {
    const orderId = await confirmedOrder();
    const before = (await postingsOf(harness.db, carcassItem)).length;
    expect(
      await refusalOf(
        inner.call(CALLABLES.weighInFarmerOrder, {
          orderId,
          weighIn: { ...weighIn, slaughterDate: addDays(today, -9) },
        }),
      ),
    ).toMatchObject({ message: expect.stringMatching(/past its use-by/) });
    expect(
      await refusalOf(
        inner.call(CALLABLES.weighInFarmerOrder, {
          orderId,
          weighIn: { ...weighIn, slaughterDate: addDays(today, 1) },
        }),
      ),
    ).toMatchObject({ message: 'The slaughter date cannot be in the future.' });
    expect((await orderOf(orderId)).status).toBe('confirmed');
    expect(await postingsOf(harness.db, carcassItem)).toHaveLength(before);
  });

  it('is for the shop’s staff only', async () => {
    expect(await refusalOf(draft(customer, { drafts: [{ farmerUid, terms }] }))).toMatchObject({
      code: 'functions/permission-denied',
    });
  });
});
