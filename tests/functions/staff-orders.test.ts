import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntrySchema } from '@nyama/domain/people/audit';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { formatDeliveryDay } from '@nyama/domain/delivery/delivery-day';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { deliveryHarness } from './delivery-env';
import type { Account, SignedInClient } from './env';
import { reasonedRefusalOf, refusalOf } from './env';
import { stockedItem } from './inventory-fixtures';

const harness = deliveryHarness('staff-orders');
let customer: Account;
let driver: Account;
let admin: SignedInClient;
const itemId = `goat-${harness.run}`;
const butcherId = `butcher-${harness.run}`;

beforeAll(async () => {
  customer = await harness.createAccount('customer', 'User');
  driver = await harness.createAccount('driver', 'Driver');
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
  // Packing takes from the item's lots: one lot holds all of its stock.
  await stockedItem(harness.db, itemId, perKgItem({ name: 'Goat leg', pricePerKgCents: 90_000 }), [
    { lotId: `${itemId}-lot`, quantity: 100_000, useBy: '2099-12-31' },
  ]);
  await harness.db
    .doc(paths.butcher(butcherId))
    .set({ name: 'Peter Kariuki', location: 'Ngara', phone: '254700000001', speciality: 'Goat' });
});
afterAll(async () => {
  await harness.db.doc(paths.item(itemId)).delete();
  await harness.db.doc(paths.butcher(butcherId)).delete();
  await harness.cleanup();
});

/**
 * A paid delivery order of 2 kg of goat leg (KES 1,800 + KES 250 delivery = KES 2,050), at `status`,
 * with `changes` (e.g. nothing paid: to be paid on delivery).
 */
function paidOrder(
  status: 'paid' | 'packing' | 'weighed',
  driverId: string | null = null,
  changes: Partial<Order> = {},
) {
  const line = {
    itemId,
    groupId: 'mutton' as const,
    name: 'Goat leg',
    unit: 'kg' as const,
    quantity: 2000,
    unitPriceCents: 90_000,
    estimatedGrams: 2000,
    lineTotalCents: 180_000,
    taxType: 'A' as const,
  };
  return harness.addOrder(customer.uid, driverId, {
    status,
    lines: [line],
    fulfilment: 'delivery',
    payment: { paymentId: 'p', provider: 'mpesa', state: 'succeeded', message: null, receipt: 'R1' },
    paidCents: 205_000,
    ...changes,
  });
}

async function auditOf(orderId: string) {
  const snap = await harness.db
    .collection(COLLECTIONS.auditEntries)
    .where('targetPath', '==', paths.order(orderId))
    .get();
  return snap.docs.map((doc) => auditEntrySchema.parse(doc.data())).sort((a, b) => a.atMs - b.atMs);
}

const stock = async () => Number((await harness.db.doc(paths.item(itemId)).get()).get('stockGrams'));
const weigh = (orderId: string, grams: number) =>
  admin.call<{ settlement: string | null; settleCents: number }>(CALLABLES.recordWeights, {
    orderId,
    butcherId,
    weights: [{ itemId, grams }],
  });

describe('packing and weighing', () => {
  it('starts packing a paid order with its butcher, audited with who and before/after', async () => {
    const orderId = await paidOrder('paid');
    await admin.call(CALLABLES.startPacking, { orderId, butcherId });
    const order = await harness.order(orderId);
    expect(order?.['status']).toBe('packing');
    expect(order?.['packing']).toMatchObject({ butcherId, butcherName: 'Peter Kariuki' });
    const [entry] = await auditOf(orderId);
    expect(entry).toMatchObject({
      action: 'startPacking',
      actorRole: 'Admin',
      summary: 'Packing started by Peter Kariuki',
      before: { status: 'paid' },
      after: { status: 'packing' },
    });
  });

  it('weighs within tolerance: the difference is absorbed and the stock follows the scale', async () => {
    const orderId = await paidOrder('packing');
    const before = await stock();
    expect(await weigh(orderId, 2040)).toMatchObject({ settlement: 'absorbed', settleCents: 0 });
    const order = await harness.order(orderId);
    expect(order?.['status']).toBe('weighed');
    expect(order?.['lines'][0]).toMatchObject({ weighedGrams: 2040, finalLineTotalCents: 183_600 });
    expect(order?.['weighing']).toMatchObject({ finalTotalCents: 208_600, settlement: 'absorbed' });
    expect(order?.['balance']).toBeNull();
    expect(await stock()).toBe(before - 40);
  });

  it('leaves a top-up due beyond the tolerance, for the driver or an M-Pesa prompt', async () => {
    const orderId = await paidOrder('packing');
    expect(await weigh(orderId, 2150)).toMatchObject({ settlement: 'topUp', settleCents: 13_500 });
    const order = await harness.order(orderId);
    expect(order?.['weighing']).toMatchObject({ finalTotalCents: 218_500 });
    expect(order?.['balance']).toEqual({ dueCents: 13_500, paymentId: null });
  });

  it('owes the customer a refund when the cut came out lighter, kept due when it cannot be sent', async () => {
    // This order's payment is not a real provider payment, so the refund cannot be asked for: the weighing
    // still lands and the refund stays due on the order for staff to send from its payments.
    const orderId = await paidOrder('packing');
    expect(await weigh(orderId, 1850)).toMatchObject({
      settlement: 'refund',
      settleCents: 13_500,
      refundId: null,
    });
    expect((await harness.order(orderId))?.['weighing']).toMatchObject({
      settlement: 'refund',
      refundId: null,
    });
  });

  it('settles nothing on an order to be paid on delivery: no refund, no balance, the driver collects', async () => {
    const orderId = await paidOrder('packing', null, { payment: null, paidCents: 0 });
    expect(await weigh(orderId, 1850)).toMatchObject({ settlement: null, settleCents: 0, refundId: null });
    const order = await harness.order(orderId);
    expect(order?.['weighing']).toMatchObject({ finalTotalCents: 191_500, settlement: null, refundId: null });
    expect(order?.['balance']).toBeNull();
    const refunds = await harness.db.collection(COLLECTIONS.refunds).where('orderId', '==', orderId).get();
    expect(refunds.empty).toBe(true);
    expect((await auditOf(orderId)).at(-1)?.summary).toBe(
      `Weighed by Peter Kariuki: ${formatKes(191_500)}, nothing paid yet`,
    );
  });

  it('refuses negative grams and changes nothing', async () => {
    const orderId = await paidOrder('packing');
    const before = await stock();
    expect(await refusalOf(weigh(orderId, -5))).toEqual({
      code: 'functions/invalid-argument',
      message: 'A weight must be more than 0 g',
    });
    expect((await harness.order(orderId))?.['status']).toBe('packing');
    expect(await stock()).toBe(before);
    expect(await auditOf(orderId)).toEqual([]);
  });

  it('refuses a cut more than 10% off with its weights, for the screen to word, and changes nothing', async () => {
    const orderId = await paidOrder('packing');
    const before = await stock();
    expect(await reasonedRefusalOf(weigh(orderId, 2300))).toEqual({
      code: 'functions/invalid-argument',
      message: 'Goat leg weighs 2.3 kg, more than 10% off the 2 kg ordered; cut it again.',
      refusal: { reason: 'weight-off', item: 'Goat leg', grams: 2300, orderedGrams: 2000 },
    });
    expect((await harness.order(orderId))?.['status']).toBe('packing');
    expect(await stock()).toBe(before);
    expect(await auditOf(orderId)).toEqual([]);
  });

  it('refuses an unknown order, an unknown butcher, a step the state machine forbids and a non-Admin', async () => {
    const orderId = await paidOrder('paid');
    expect(
      await reasonedRefusalOf(admin.call(CALLABLES.startPacking, { orderId: 'nope', butcherId })),
    ).toEqual({
      code: 'functions/not-found',
      message: 'There is no such order.',
      refusal: { reason: 'order-missing' },
    });
    expect(
      await reasonedRefusalOf(admin.call(CALLABLES.startPacking, { orderId, butcherId: 'nobody' })),
    ).toEqual({
      code: 'functions/not-found',
      message: 'There is no such butcher.',
      refusal: { reason: 'butcher-missing' },
    });
    expect(await reasonedRefusalOf(weigh(orderId, 2000))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This order is paid; it cannot become weighed.',
      refusal: { reason: 'order-cannot-become', from: 'paid', to: 'weighed' },
    });
    const asDriver = await harness.signIn(driver);
    expect(await refusalOf(asDriver.call(CALLABLES.startPacking, { orderId, butcherId }))).toEqual({
      code: 'functions/permission-denied',
      message: 'Only Admin accounts can pack orders.',
    });
  });
});

describe('handing to the driver', () => {
  const today = () => nairobiDate(Date.now());

  it('needs a driver, then sends today’s weighed order out for delivery', async () => {
    const orderId = await paidOrder('weighed', null, { slot: { date: today(), slotId: 'evening' } });
    expect((await refusalOf(admin.call(CALLABLES.handToDriver, { orderId }))).message).toBe(
      'Give this order to a driver first.',
    );
    await admin.call(CALLABLES.assignDriver, { orderIds: [orderId], driverId: driver.uid });
    await admin.call(CALLABLES.handToDriver, { orderId });
    expect((await harness.order(orderId))?.['status']).toBe('outForDelivery');
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(['assignDriver', 'handToDriver']);
  });

  it('keeps a later day’s order at the shop until an Admin moves it to today, and the customer is told', async () => {
    const tomorrow = nairobiDate(Date.now() + 86_400_000);
    const orderId = await paidOrder('weighed', driver.uid, { slot: { date: tomorrow, slotId: 'morning' } });
    const slotCount = (date: string, slotId: string) =>
      harness.db
        .doc(paths.deliverySlot(`${date}_pickup_${slotId}`))
        .get()
        .then((snap) => Number(snap.get('taken') ?? 0));
    await harness.db.doc(paths.deliverySlot(`${tomorrow}_pickup_morning`)).set({ taken: 1 }, { merge: true });
    const todayBefore = await slotCount(today(), 'evening');

    expect(await reasonedRefusalOf(admin.call(CALLABLES.handToDriver, { orderId }))).toEqual({
      code: 'functions/failed-precondition',
      message: `This order is for ${formatDeliveryDay(tomorrow)}, Morning, 8:00–11:00: it leaves on its day. To send it today, move it to today first (the customer is told).`,
      refusal: { reason: 'leaves-on-its-day', slot: { date: tomorrow, slotId: 'morning' } },
    });
    expect((await harness.order(orderId))?.['status']).toBe('weighed');

    expect(
      await refusalOf(admin.call(CALLABLES.moveDeliveryToToday, { orderId, slotId: 'evening', reason: '' })),
    ).toMatchObject({ code: 'functions/invalid-argument' });
    const asDriver = await harness.signIn(driver);
    expect(
      (
        await refusalOf(
          asDriver.call(CALLABLES.moveDeliveryToToday, { orderId, slotId: 'evening', reason: 'I am nearby' }),
        )
      ).message,
    ).toBe('Only Admin accounts can move deliveries to today.');

    await admin.call(CALLABLES.moveDeliveryToToday, {
      orderId,
      slotId: 'evening',
      reason: 'Our van passes your street tonight',
    });
    const moved = await harness.order(orderId);
    expect(moved).toMatchObject({
      slot: { date: today(), slotId: 'evening' },
      moved: { from: { date: tomorrow, slotId: 'morning' }, reason: 'Our van passes your street tonight' },
    });
    expect(await slotCount(tomorrow, 'morning')).toBe(0);
    expect(await slotCount(today(), 'evening')).toBe(todayBefore + 1);
    expect(
      (
        await refusalOf(
          admin.call(CALLABLES.moveDeliveryToToday, { orderId, slotId: 'evening', reason: 'Again' }),
        )
      ).message,
    ).toBe('This order is already for today.');

    await admin.call(CALLABLES.handToDriver, { orderId });
    expect((await harness.order(orderId))?.['status']).toBe('outForDelivery');
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual([
      'moveDeliveryToToday',
      'handToDriver',
    ]);
  });
});

describe("an order's payments", () => {
  it('lists every attempt to an Admin without its callback secret', async () => {
    const orderId = await paidOrder('paid');
    const payment = {
      orderId,
      uid: customer.uid,
      provider: 'mpesa',
      amountCents: 205_000,
      phone: '254712345678',
      state: 'succeeded',
      providerRef: 'ws_CO_1',
      receipt: 'SKL0000001',
      resultCode: '0',
      message: null,
      callbackSecret: 'never-shown',
      needsRefund: false,
      createdAtMs: 1,
      updatedAtMs: 2,
    };
    await harness.db.doc(paths.payment(`pay-${orderId}`)).set(payment);
    const { payments } = await admin.call<{ payments: Record<string, unknown>[] }>(
      CALLABLES.listOrderPayments,
      { orderId },
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      paymentId: `pay-${orderId}`,
      receipt: 'SKL0000001',
      providerRef: 'ws_CO_1',
    });
    expect(payments[0]).not.toHaveProperty('callbackSecret');
    await harness.db.doc(paths.payment(`pay-${orderId}`)).delete();
  });
});
