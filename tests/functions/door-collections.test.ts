import { collection, doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../functions/src/lib/setup';
import { applyDeliveryEvents } from '../../functions/src/deliveries/apply-delivery-events';
import { db as functionsDb } from '../../functions/src/lib/db';
import { doorCashSchema, type DoorCollectionInput } from '@nyama/domain/delivery/door-collection';
import { orderSchema } from '@nyama/domain/orders/order';
import { orderMoneyAccount } from '@nyama/domain/payments/order-money';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import type { Account } from './env';
import { DELIVERY_CODE, deliveryHarness } from './delivery-env';

const harness = deliveryHarness('door-collections');
const TOTAL = 205_000;
let customer: Account;
let driver: Account;
let phone: Firestore;

beforeAll(async () => {
  customer = await harness.createAccount('customer', 'User');
  driver = await harness.createAccount('driver', 'Driver');
  await harness.db.doc(paths.user(driver.uid)).set({
    name: 'Hassan',
    surname: 'Abdi',
    mob: '254711000222',
    email: driver.email,
    role: 'Driver',
  });
  phone = await harness.phoneOf(driver);
});
afterAll(() => harness.cleanup());

/** The driver's "delivered" tap with the customer's code and what happened to the money. */
async function deliver(orderId: string, collected: DoorCollectionInput | null) {
  const ref = doc(collection(phone, COLLECTIONS.deliveryEvents));
  await setDoc(ref, {
    action: 'delivered',
    code: DELIVERY_CODE,
    note: '',
    collection: collected,
    orderId,
    driverId: driver.uid,
    clientAtMs: Date.now(),
  });
  return { id: ref.id, outcome: await harness.outcomeOf(paths.deliveryEvent(ref.id)) };
}

const orderOf = async (orderId: string) => orderSchema.parse(await harness.order(orderId));
const cashOf = async (reportId: string) => {
  const snap = await harness.db.doc(paths.doorCash(reportId)).get();
  return snap.exists ? doorCashSchema.parse(snap.data()) : null;
};

/** An order on the road, paid on delivery: nothing received, its whole total due at the door. */
const onDelivery = () =>
  harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery', paidCents: 0 });

describe('money due at the door', () => {
  it('is not assumed: a delivered report that says nothing of it is refused, and nothing changes', async () => {
    const orderId = await onDelivery();
    const { outcome } = await deliver(orderId, null);
    expect(outcome).toMatchObject({
      outcome: 'rejected',
      outcomeReason:
        'Ksh\u00a02,050 is due: record the cash you collected, or that the customer did not pay.',
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'outForDelivery', paidCents: 0, collections: [] });
  });

  it('refuses cash that is more or less than what is due, and changes nothing', async () => {
    const orderId = await onDelivery();
    const more = await deliver(orderId, { method: 'cash', amountCents: TOTAL + 10_000 });
    expect(more.outcome['outcomeReason']).toMatch(/^Only Ksh\u00a02,050 is due, not Ksh\u00a02,150/);
    const less = await deliver(orderId, { method: 'cash', amountCents: TOTAL - 5_000 });
    expect(less.outcome['outcomeReason']).toMatch(
      /^Ksh\u00a02,050 is due, not Ksh\u00a02,000: collect the rest/,
    );
    expect(await orderOf(orderId)).toMatchObject({ status: 'outForDelivery', paidCents: 0, collections: [] });
    expect(await cashOf(more.id)).toBeNull();
  });

  it('in cash, is recorded with who holds it, once, however often the report is applied', async () => {
    const orderId = await onDelivery();
    const { id, outcome } = await deliver(orderId, { method: 'cash', amountCents: TOTAL });
    expect(outcome['outcome']).toBe('applied');
    const delivered = await orderOf(orderId);
    expect(delivered).toMatchObject({
      status: 'delivered',
      paidCents: TOTAL,
      balance: null,
      collections: [
        {
          method: 'cash',
          amountCents: TOTAL,
          driverId: driver.uid,
          driverName: 'Hassan Abdi',
          receipt: null,
        },
      ],
    });
    expect(orderMoneyAccount(delivered)).toMatchObject({ paidAheadCents: 0, dueCents: 0, heldCents: TOTAL });
    expect(await cashOf(id)).toMatchObject({
      orderId,
      driverId: driver.uid,
      amountCents: TOTAL,
      cashUpId: null,
    });

    // Applied again (a re-delivered trigger), and a second tap: the cash counts once.
    await applyDeliveryEvents(functionsDb(), orderId);
    const twice = await deliver(orderId, { method: 'cash', amountCents: TOTAL });
    expect(twice.outcome).toMatchObject({ outcome: 'duplicate' });
    expect(await orderOf(orderId)).toMatchObject({ paidCents: TOTAL, collections: [expect.anything()] });
    expect(await cashOf(twice.id)).toBeNull();
  });

  it('takes the balance the scale left on a paid order, and nothing is due anywhere after', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, {
      status: 'outForDelivery',
      paidCents: 134_800,
      balance: { dueCents: 10_200, paymentId: null },
    });
    const { outcome } = await deliver(orderId, { method: 'cash', amountCents: 10_200 });
    expect(outcome['outcome']).toBe('applied');
    const delivered = await orderOf(orderId);
    expect(delivered).toMatchObject({ paidCents: 145_000, balance: null });
    expect(orderMoneyAccount(delivered)).toMatchObject({ paidAheadCents: 134_800, dueCents: 0 });
  });

  it('left unpaid with the customer’s reason, delivers the order and keeps what is owed', async () => {
    const orderId = await onDelivery();
    const { outcome } = await deliver(orderId, { method: 'none', reason: 'Will pay at the shop on Friday' });
    expect(outcome['outcome']).toBe('applied');
    const delivered = await orderOf(orderId);
    expect(delivered).toMatchObject({
      status: 'delivered',
      paidCents: 0,
      doorUnpaid: { reason: 'Will pay at the shop on Friday', dueCents: TOTAL, driverName: 'Hassan Abdi' },
    });
    expect(orderMoneyAccount(delivered).dueCents).toBe(TOTAL);
  });

  it('refuses cash for an order with nothing due, saying to give it back', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    const { outcome } = await deliver(orderId, { method: 'cash', amountCents: 10_200 });
    expect(outcome['outcomeReason']).toBe(
      'Nothing is due on this order: it is paid. Give the customer back the Ksh\u00a0102.',
    );
    expect(await orderOf(orderId)).toMatchObject({ status: 'outForDelivery', paidCents: TOTAL });
  });
});
