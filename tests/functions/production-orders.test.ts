import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import type { PostProductionOrderInput } from '@nyama/domain/callables/inventory-callables';
import { lotSchema } from '@nyama/domain/inventory/lots';
import type { CuttingTemplate } from '@nyama/domain/inventory/production';
import { productionOrderSchema } from '@nyama/domain/inventory/production-order';
import { carcassItemId } from '@nyama/domain/catalogue/stock-only';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import '../../functions/src/lib/setup';
import { checkLedger } from '../../scripts/lib/ledger-check';
import { functionsHarness, refusalOf, type SignedInClient } from './env';
import { postingsOf, stockedItem } from './inventory-fixtures';

// Rabbit's carcass item and template are this suite's alone: no other suite cuts rabbits.
const harness = functionsHarness('production');
const run = harness.run;
const today = nairobiDate(Date.now());
const carcassItem = carcassItemId('rabbit');
const half = `half-${run}`;
const bones = `bones-${run}`;
const butcherId = `butcher-${run}`;
const template: CuttingTemplate = {
  species: 'rabbit',
  outputs: [
    { itemId: half, role: 'cut', yieldBps: 9_000 },
    { itemId: bones, role: 'byProduct', yieldBps: 600 },
  ],
  maxLossBps: 500,
};
let inner: SignedInClient;
let customer: SignedInClient;

/** A rabbit carcass lot of `grams` at KES 500/kg, slaughtered yesterday on Mercy's farm. */
async function carcass(suffix: string, grams: number, useByDays = 3): Promise<string> {
  const lotId = `${run}-${suffix}`;
  await stockedItem(
    harness.db,
    carcassItem,
    { ...perKgItem({ groupId: 'carcasses', name: 'Rabbit carcasses' }), active: false },
    [{ lotId, quantity: grams, useBy: addDays(today, useByDays) }],
  );
  await harness.db.doc(paths.lot(lotId)).update({
    unitCostCents: 50_000,
    farm: { firstName: 'Mercy', county: 'Kiambu' },
    slaughterDate: addDays(today, -1),
    inspectionStamp: 'KE-MI-0042',
  });
  return lotId;
}

const cut = (client: SignedInClient, input: PostProductionOrderInput) =>
  client.call<{ productionOrderId: string; number: string }>(CALLABLES.postProductionOrder, input);
const weighed = (carcassLotId: string, halfGrams = 9_000, halves = 12): PostProductionOrderInput => ({
  carcassLotId,
  butcherId,
  outputs: [
    { itemId: half, grams: halfGrams, pieces: halves },
    { itemId: bones, grams: 650, pieces: null },
  ],
});
const onHandOf = async (lotId: string) =>
  lotSchema.parse((await harness.db.doc(paths.lot(lotId)).get()).data()).onHand;
const expectLedgerHolds = async () =>
  expect((await checkLedger(harness.db, [carcassItem, half, bones])).differences).toEqual([]);

beforeAll(async () => {
  inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
  customer = await harness.signIn(await harness.createAccount('customer', 'User'));
  await harness.db.doc(paths.cuttingTemplate('rabbit')).set(template);
  await harness.db
    .doc(paths.butcher(butcherId))
    .set({ name: 'Peter Kariuki', location: 'Ngara', phone: '254700000001', speciality: 'Rabbit' });
  await stockedItem(
    harness.db,
    half,
    { ...countedItem({ groupId: 'rabbit', name: 'Half rabbit', unitPriceCents: 75_000 }), stockUnits: 0 },
    [],
  );
  await stockedItem(
    harness.db,
    bones,
    { ...perKgItem({ groupId: 'by-products', name: 'Bones', pricePerKgCents: 6_000 }), active: false },
    [],
  );
});
afterAll(async () => {
  await harness.db.doc(paths.butcher(butcherId)).delete();
  await harness.cleanup();
});

describe('production orders', () => {
  it('cuts a whole carcass into costed lots that carry its farm, on sale at once, numbered and audited', async () => {
    const lotId = await carcass('whole', 10_000);
    const { productionOrderId, number } = await cut(inner, weighed(lotId));
    expect(number).toMatch(/^PO-\d{4}$/);
    const order = productionOrderSchema.parse(
      (await harness.db.doc(paths.productionOrder(productionOrderId)).get()).data(),
    );
    expect(order).toMatchObject({
      species: 'rabbit',
      carcass: { lotId, grams: 10_000, costCents: 500_000 },
      butcher: { butcherName: 'Peter Kariuki' },
      lossGrams: 350,
    });
    expect(order.outputs.reduce((sum, output) => sum + output.costCents, 0)).toBe(500_000);
    expect(await onHandOf(lotId)).toBe(0);
    const halfLot = order.outputs[0]?.lotId ?? '';
    expect(lotSchema.parse((await harness.db.doc(paths.lot(halfLot)).get()).data())).toMatchObject({
      onHand: 12,
      source: { kind: 'productionOrder', id: productionOrderId },
      farm: { firstName: 'Mercy', county: 'Kiambu' },
      inspectionStamp: 'KE-MI-0042',
    });
    expect(Number((await harness.db.doc(paths.item(half)).get()).get('stockUnits'))).toBe(12);
    expect((await postingsOf(harness.db, half)).map((posting) => posting.kind)).toEqual(['productionOutput']);
    const audit = await harness.db
      .collection(COLLECTIONS.auditEntries)
      .where('targetPath', '==', paths.productionOrder(productionOrderId))
      .get();
    expect(audit.size).toBe(1);
    await expectLedgerHolds();
  });

  it('refuses outputs that miss the carcass, a carcass already cut or past its use-by, and writes nothing', async () => {
    const lotId = await carcass('short', 10_000);
    expect(await refusalOf(cut(inner, weighed(lotId, 8_000)))).toEqual({
      code: 'functions/failed-precondition',
      message:
        '1350 g of the carcass is not accounted for, more than the 5% loss allowed: weigh the missing outputs.',
    });
    expect(await onHandOf(lotId)).toBe(10_000);
    await cut(inner, weighed(lotId));
    expect(await refusalOf(cut(inner, weighed(lotId)))).toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringMatching(/was already cut/),
    });
    const old = await carcass('old', 10_000, -1);
    expect(await refusalOf(cut(inner, weighed(old)))).toMatchObject({
      message: expect.stringMatching(/past its use-by/),
    });
    expect(await onHandOf(old)).toBe(10_000);
    await expectLedgerHolds();
  });

  it('is for the shop’s staff only', async () => {
    const lotId = await carcass('customer', 10_000);
    expect(await refusalOf(cut(customer, weighed(lotId)))).toMatchObject({
      code: 'functions/permission-denied',
    });
  });
});
