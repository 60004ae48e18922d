import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { demandDaySchema } from '@nyama/domain/inventory/demand-days';
import { lotSchema } from '@nyama/domain/inventory/lots';
import type { Order } from '@nyama/domain/orders/order';
import { paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import '../../functions/src/lib/setup';
import { adjustStock } from '../../functions/src/catalogue/adjust-item-stock';
import { expireLots } from '../../functions/src/inventory/expire-lots';
import { placeOrderFor } from '../../functions/src/orders/place-order';
import { checkLedger } from '../../scripts/lib/ledger-check';
import { functionsHarness, reasonedRefusalOf, refusalOf, type SignedInClient } from './env';
import { postingsOf, stockedItem } from './inventory-fixtures';
import { orderRequest, windowAhead } from './order-fixtures';

const harness = functionsHarness('ledger');
let admin: SignedInClient;
let inner: SignedInClient;
let customer: SignedInClient;
const run = harness.run;
const butcherId = `butcher-${run}`;
const today = nairobiDate(Date.now());
const itemIds: string[] = [];

/** A per-kg item of this suite's own, stocked through the ledger with `lots` (id suffix, grams, days to use-by). */
async function meat(name: string, lots: [string, number, number][]): Promise<string> {
  const itemId = `${name}-${run}`;
  itemIds.push(itemId);
  await stockedItem(
    harness.db,
    itemId,
    perKgItem({ groupId: 'mutton', name, pricePerKgCents: 90_000 }),
    lots.map(([suffix, quantity, days]) => ({
      lotId: `${itemId}-${suffix}`,
      quantity,
      useBy: addDays(today, days),
    })),
  );
  return itemId;
}

beforeAll(async () => {
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
  inner = await harness.signIn(await harness.createAccount('inner', 'Inner'));
  customer = await harness.signIn(await harness.createAccount('customer', 'User'));
  await harness.db
    .doc(paths.butcher(butcherId))
    .set({ name: 'Peter Kariuki', location: 'Ngara', phone: '254700000001', speciality: 'Goat' });
});
afterAll(async () => {
  await harness.db.doc(paths.butcher(butcherId)).delete();
  await harness.cleanup();
});

const stockOf = async (itemId: string) => {
  const item = (await harness.db.doc(paths.item(itemId)).get()).data();
  return Number(item?.['stockGrams'] ?? item?.['stockUnits']);
};
const onHandOf = async (lotId: string) =>
  lotSchema.parse((await harness.db.doc(paths.lot(lotId)).get()).data()).onHand;
const orderOf = async (orderId: string) => (await harness.db.doc(paths.order(orderId)).get()).data() as Order;
/** What the forecast's history holds of the item for today (decision 036). */
const packedToday = async (itemId: string) =>
  demandDaySchema.parse((await harness.db.doc(paths.demandDay(nairobiDate(Date.now()))).get()).data())
    .quantities[itemId];
const expectLedgerHolds = async (...ids: string[]) =>
  expect((await checkLedger(harness.db, ids)).differences).toEqual([]);

/** A customer's pickup order of `grams` of the item, placed and then taken to the packing table. */
async function orderInPacking(itemId: string, grams: number): Promise<string> {
  const { orderId } = await placeOrderFor(
    customer.user.uid,
    orderRequest({ slot: windowAhead(2, 'evening'), lines: [{ itemId, quantity: grams }] }),
  );
  await harness.db.doc(paths.order(orderId)).update({
    status: 'packing',
    packing: { butcherId, butcherName: 'Peter Kariuki', startedAtMs: Date.now() },
  });
  return orderId;
}
const weigh = (orderId: string, itemId: string, grams: number) =>
  admin.call(CALLABLES.recordWeights, { orderId, butcherId, weights: [{ itemId, grams }] });

describe('the stock ledger in Firestore', () => {
  it('posts one reservation per placed order, in the checkout’s own transaction', async () => {
    const goat = await meat('goat-leg', [['a', 3_000, 1]]);
    const orderId = await orderInPacking(goat, 1_500);
    expect(await stockOf(goat)).toBe(1_500);
    const postings = await postingsOf(harness.db, goat);
    expect(postings.map((posting) => posting.kind)).toEqual(['opening', 'reservation']);
    expect(postings[1]).toMatchObject({
      source: { kind: 'order', id: orderId },
      lines: [{ itemId: goat, availableDelta: -1_500, lots: [] }],
      postedBy: { uid: customer.user.uid },
    });
    await expectLedgerHolds(goat);
  });

  it('packs first expiring first, keeps the lots on the line and the day’s demand, and a cancellation returns them', async () => {
    const goat = await meat('goat-ribs', [
      ['late', 4_000, 3],
      ['soon', 1_000, 1],
    ]);
    const orderId = await orderInPacking(goat, 1_500);
    await weigh(orderId, goat, 1_600);
    const packed = await orderOf(orderId);
    // Each lot keeps where it came from on the line, for the customer's trace (decision 038).
    const origin = async (lotId: string) => ({
      number: lotSchema.parse((await harness.db.doc(paths.lot(lotId)).get()).data()).number,
      farm: null,
      slaughterDate: null,
      inspectionStamp: null,
    });
    expect(packed.lines[0]?.lots).toEqual([
      { lotId: `${goat}-soon`, quantity: 1_000, origin: await origin(`${goat}-soon`) },
      { lotId: `${goat}-late`, quantity: 600, origin: await origin(`${goat}-late`) },
    ]);
    expect([await onHandOf(`${goat}-soon`), await onHandOf(`${goat}-late`)]).toEqual([0, 3_400]);
    expect(await stockOf(goat)).toBe(5_000 - 1_600);
    expect(await packedToday(goat)).toBe(1_600);

    await admin.call(CALLABLES.cancelPaidOrder, { orderId, reason: 'Customer travelled' });
    expect([await onHandOf(`${goat}-soon`), await onHandOf(`${goat}-late`)]).toEqual([1_000, 4_000]);
    expect(await stockOf(goat)).toBe(5_000);
    expect(await packedToday(goat)).toBe(0);
    const kinds = (await postingsOf(harness.db, goat)).map((posting) => posting.kind);
    expect(kinds.slice(-3)).toEqual(['reservation', 'consumption', 'return']);
    await expectLedgerHolds(goat);
  });

  it('never packs from a lot past its use-by: the weighing is refused and nothing changes', async () => {
    const goat = await meat('goat-neck', [['old', 3_000, -1]]);
    const orderId = await orderInPacking(goat, 1_000);
    const before = (await postingsOf(harness.db, goat)).length;
    expect(await reasonedRefusalOf(weigh(orderId, goat, 1_000))).toEqual({
      code: 'functions/failed-precondition',
      message: 'The stock lots of goat-neck are 1 kg short: receive or count it first.',
      refusal: { reason: 'lots-short', item: 'goat-neck', unit: 'kg', quantity: 1_000 },
    });
    expect((await orderOf(orderId)).status).toBe('packing');
    expect(await onHandOf(`${goat}-old`)).toBe(3_000);
    expect(await stockOf(goat)).toBe(2_000);
    expect(await postingsOf(harness.db, goat)).toHaveLength(before);
  });

  // In this process, as in one instance: the functions emulator would start a worker per call at once.
  it('loses no movement when many write one item at once', async () => {
    const goat = await meat('goat-shoulder', [['a', 20_000, 3]]);
    const staff = { uid: `${run}-counter`, role: 'Admin' as const, email: null };
    const orders = Array.from({ length: 8 }, (_, index) =>
      placeOrderFor(
        `${run}-rush-${index}`,
        orderRequest({ slot: windowAhead(2, 'evening'), lines: [{ itemId: goat, quantity: 500 }] }),
      ),
    );
    const adjustments = Array.from({ length: 8 }, (_, index) =>
      adjustStock({ itemId: goat, change: index % 2 === 0 ? 250 : -250, reason: `Count ${index}` }, staff),
    );
    const outcomes = await Promise.allSettled([...orders, ...adjustments]);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await stockOf(goat)).toBe(20_000 - 8 * 500);
    expect(await postingsOf(harness.db, goat)).toHaveLength(1 + 8 + 8);
    await expectLedgerHolds(goat);
  });

  it('adjusts stock on /items as a count of the lots, or the receipt of a lot when none is on sale', async () => {
    const broiler = `broiler-${run}`;
    itemIds.push(broiler);
    await harness.db.doc(paths.item(broiler)).set(countedItem({ groupId: 'chicken', stockUnits: 0 }));
    await admin.call(CALLABLES.adjustItemStock, {
      itemId: broiler,
      change: 6,
      reason: 'Found in the cold room',
    });
    await admin.call(CALLABLES.adjustItemStock, { itemId: broiler, change: -2, reason: 'Dropped' });
    expect(await stockOf(broiler)).toBe(4);
    const postings = await postingsOf(harness.db, broiler);
    expect(postings.map((posting) => posting.kind)).toEqual(['receipt', 'countAdjustment']);
    const lotId = postings[0]?.lotIds[0] ?? '';
    expect(lotSchema.parse((await harness.db.doc(paths.lot(lotId)).get()).data())).toMatchObject({
      itemId: broiler,
      receivedQuantity: 6,
      onHand: 4,
      useBy: addDays(today, 5),
      supplier: 'Stock adjustment',
    });
    await expectLedgerHolds(broiler);
  });

  it('takes a lot off sale the morning after its use-by, once, leaving it on hand', async () => {
    const goat = await meat('goat-chops', [
      ['gone', 1_000, -1],
      ['fresh', 2_000, 2],
    ]);
    await expireLots();
    expect(await stockOf(goat)).toBe(2_000);
    const lot = lotSchema.parse((await harness.db.doc(paths.lot(`${goat}-gone`)).get()).data());
    expect(lot).toMatchObject({ onHand: 1_000 });
    expect(lot.expiredAtMs).not.toBeNull();
    await expireLots();
    const kinds = (await postingsOf(harness.db, goat)).map((posting) => posting.kind);
    expect(kinds.filter((kind) => kind === 'expiry')).toHaveLength(1);
    await expectLedgerHolds(goat);
  });
});

describe('bad input gets a clear refusal and changes nothing', () => {
  it('refuses taking more than the lots on sale hold', async () => {
    const goat = await meat('goat-liver', [
      ['old', 5_000, -2],
      ['fresh', 1_000, 2],
    ]);
    expect(
      await refusalOf(
        admin.call(CALLABLES.adjustItemStock, { itemId: goat, change: -2_000, reason: 'Spoilt' }),
      ),
    ).toEqual({
      code: 'functions/failed-precondition',
      message: 'The lots of goat-liver on sale hold only 1 kg: count or write off its other lots instead.',
    });
    expect(await stockOf(goat)).toBe(6_000);
    expect(await postingsOf(harness.db, goat)).toHaveLength(2);
  });

  it('refuses negative grams on the scale', async () => {
    const goat = await meat('goat-kidney', [['a', 2_000, 2]]);
    const orderId = await orderInPacking(goat, 1_000);
    expect((await refusalOf(weigh(orderId, goat, -500))).code).toBe('functions/invalid-argument');
    expect(await onHandOf(`${goat}-a`)).toBe(2_000);
    expect((await orderOf(orderId)).status).toBe('packing');
  });

  it('reverses a staff posting once, never a reversal, never an order’s posting', async () => {
    const goat = await meat('goat-belly', [['a', 2_000, 2]]);
    await admin.call(CALLABLES.adjustItemStock, { itemId: goat, change: 500, reason: 'Recount' });
    const [, count] = await postingsOf(harness.db, goat);
    const reverse = (client: SignedInClient, transactionId: string) =>
      client.call<{ transactionId: string }>(CALLABLES.reverseInventoryTransaction, {
        transactionId,
        reason: 'Counted the wrong tray',
      });
    const { transactionId: reversalId } = await reverse(inner, count?.id ?? '');
    expect(await stockOf(goat)).toBe(2_000);
    expect(await onHandOf(`${goat}-a`)).toBe(2_000);

    const stock = await stockOf(goat);
    const postings = (await postingsOf(harness.db, goat)).length;
    expect(await refusalOf(reverse(inner, reversalId))).toEqual({
      code: 'functions/failed-precondition',
      message: 'A reversal cannot be reversed; post a new document instead.',
    });
    expect(await refusalOf(reverse(admin, count?.id ?? ''))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This posting was already reversed.',
    });
    await orderInPacking(goat, 500);
    const reservation = (await postingsOf(harness.db, goat)).at(-1);
    expect((await refusalOf(reverse(admin, reservation?.id ?? ''))).message).toBe(
      'An order’s stock follows the order: change or cancel the order instead.',
    );
    expect(await stockOf(goat)).toBe(stock - 500);
    expect(await postingsOf(harness.db, goat)).toHaveLength(postings + 1);
    expect((await refusalOf(reverse(customer, count?.id ?? ''))).code).toBe('functions/permission-denied');
    await expectLedgerHolds(goat);
  });
});
