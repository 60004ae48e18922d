import { collection, disableNetwork, doc, enableNetwork, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../functions/src/lib/setup';
import { applyDeliveryEvents } from '../../functions/src/deliveries/apply-delivery-events';
import { db as functionsDb } from '../../functions/src/lib/db';
import { deliveryEventSchema, type DeliveryEventInput } from '@nyama/domain/delivery/delivery';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import type { Account } from './env';
import { DELIVERY_CODE, deliveryHarness } from './delivery-env';

const harness = deliveryHarness('delivery-events');
let customer: Account;
let driver: Account;
let otherDriver: Account;
let phone: Firestore;

beforeAll(async () => {
  customer = await harness.createAccount('customer', 'User');
  driver = await harness.createAccount('driver', 'Driver');
  otherDriver = await harness.createAccount('other-driver', 'Driver');
  phone = await harness.phoneOf(driver);
});
afterAll(() => harness.cleanup());

/** What the driver's app writes for one tap: a report with an id made on the phone. Never awaited there. */
function report(orderId: string, input: DeliveryEventInput, by = driver.uid) {
  const ref = doc(collection(phone, COLLECTIONS.deliveryEvents));
  const written = setDoc(ref, { ...input, orderId, driverId: by, clientAtMs: Date.now() });
  return { path: paths.deliveryEvent(ref.id), written };
}

const statusesOf = (order: Record<string, unknown> | undefined) =>
  (order?.['statusHistory'] as { status: string }[]).map((step) => step.status);

describe('a driver’s reports made without signal', () => {
  it('sync in the order they were tapped and each takes effect once', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid);
    await disableNetwork(phone);
    const taps = [
      report(orderId, { action: 'pickedUp' }),
      report(orderId, { action: 'arriving' }),
      report(orderId, { action: 'delivered', code: DELIVERY_CODE, note: 'Left with the guard' }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await harness.order(orderId))?.['status']).toBe('weighed');

    await enableNetwork(phone);
    await Promise.all(taps.map((tap) => tap.written));
    const outcomes = await Promise.all(taps.map((tap) => harness.outcomeOf(tap.path)));
    expect(outcomes.map((outcome) => outcome['outcome'])).toEqual(['applied', 'applied', 'applied']);

    const order = await harness.order(orderId);
    expect(order?.['status']).toBe('delivered');
    expect(statusesOf(order).slice(-3)).toEqual(['weighed', 'outForDelivery', 'delivered']);
    expect(order?.['delivery']).toMatchObject({ failedReason: null, note: 'Left with the guard' });
    expect((order?.['delivery'] as { arrivingAtMs: unknown }).arrivingAtMs).toEqual(expect.any(Number));
  });

  it('are not applied again when the function runs again for them', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid);
    const tap = report(orderId, { action: 'pickedUp' });
    await tap.written;
    await harness.outcomeOf(tap.path);
    const before = await harness.order(orderId);

    const again = await applyDeliveryEvents(functionsDb(), orderId);
    expect(again.applied).toEqual([]);
    expect(await harness.order(orderId)).toEqual(before);
    expect(statusesOf(before).filter((status) => status === 'outForDelivery')).toHaveLength(1);
  });

  it('ignore a report whose effect is already there (a double tap)', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid);
    const first = report(orderId, { action: 'pickedUp' });
    const second = report(orderId, { action: 'pickedUp' });
    await Promise.all([first.written, second.written]);
    expect((await harness.outcomeOf(first.path))['outcome']).toBe('applied');
    expect(await harness.outcomeOf(second.path)).toMatchObject({
      outcome: 'duplicate',
      outcomeReason: 'Already out for delivery.',
    });
    expect(statusesOf(await harness.order(orderId)).filter((s) => s === 'outForDelivery')).toHaveLength(1);
  });
});

describe('reports the order cannot take', () => {
  it('are refused with a reason the driver sees, and change nothing', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'paid' });
    const early = report(orderId, { action: 'pickedUp' });
    const arriving = report(orderId, { action: 'arriving' });
    await Promise.all([early.written, arriving.written]);
    expect(await harness.outcomeOf(early.path)).toMatchObject({
      outcome: 'rejected',
      outcomeReason: 'This order is paid; it cannot be out for delivery.',
    });
    expect((await harness.outcomeOf(arriving.path))['outcome']).toBe('rejected');
    expect((await harness.order(orderId))?.['status']).toBe('paid');
  });

  it('a wrong delivery code is refused; the right one then delivers', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    const wrong = report(orderId, { action: 'delivered', code: '1111', note: '' });
    await wrong.written;
    expect(await harness.outcomeOf(wrong.path)).toMatchObject({
      outcome: 'rejected',
      outcomeReason:
        'The delivery code does not match. Ask the customer for the 4-digit code on their order (4 tries left).',
    });
    expect((await harness.order(orderId))?.['status']).toBe('outForDelivery');

    const right = report(orderId, { action: 'delivered', code: DELIVERY_CODE, note: '' });
    await right.written;
    expect((await harness.outcomeOf(right.path))['outcome']).toBe('applied');
    const delivered = await harness.order(orderId);
    expect(delivered?.['status']).toBe('delivered');
    expect(delivered?.['collections']).toEqual([]);
  });

  it('a delivery without a code document cannot be delivered', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    await harness.db.doc(paths.deliveryCode(orderId)).delete();
    const delivered = report(orderId, { action: 'delivered', code: DELIVERY_CODE, note: '' });
    await delivered.written;
    expect(await harness.outcomeOf(delivered.path)).toMatchObject({
      outcome: 'rejected',
      outcomeReason: 'This order has no delivery code. Call the shop.',
    });
    expect((await harness.order(orderId))?.['status']).toBe('outForDelivery');
  });

  it('a failed delivery keeps its reason', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    const failed = report(orderId, { action: 'failed', reason: 'Nobody at home, phone off' });
    await failed.written;
    // The processed report still reads as a report (the phone parses it) and keeps the driver's words.
    expect(deliveryEventSchema.parse(await harness.outcomeOf(failed.path))).toMatchObject({
      outcome: 'applied',
      outcomeReason: null,
      reason: 'Nobody at home, phone off',
    });
    const order = await harness.order(orderId);
    expect(order?.['status']).toBe('deliveryFailed');
    expect(order?.['delivery']).toMatchObject({ failedReason: 'Nobody at home, phone off' });
  });

  it('a report queued before the order went to another driver is refused', async () => {
    const orderId = await harness.addOrder(customer.uid, otherDriver.uid);
    // The rules refuse the phone's write now; a report that passed them before the reassignment is
    // what the function meets, so write it as it would have been stored.
    await expect(report(orderId, { action: 'pickedUp' }).written).rejects.toThrow();
    const stale = harness.db.collection(COLLECTIONS.deliveryEvents).doc();
    await stale.set({ action: 'pickedUp', orderId, driverId: driver.uid, clientAtMs: Date.now() });
    expect(await harness.outcomeOf(stale.path)).toMatchObject({
      outcome: 'rejected',
      outcomeReason: 'This delivery is no longer assigned to you.',
    });
    expect((await harness.order(orderId))?.['status']).toBe('weighed');
  });
});
