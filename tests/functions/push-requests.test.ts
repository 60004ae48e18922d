import { collection, disableNetwork, doc, enableNetwork, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKes } from '@nyama/domain/kernel/money';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import type { PushPayload } from '@nyama/domain/orders/push';
import type { Account } from './env';
import { DELIVERY_CODE, deliveryHarness } from './delivery-env';
import { startPushEndpoint } from './push/push-endpoint';

const harness = deliveryHarness('push-requests');
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let customer: Account;
let driver: Account;
let otherDriver: Account;
let phone: Firestore;
const subscribers = new Set<string>();

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  customer = await harness.createAccount('customer', 'User');
  driver = await harness.createAccount('driver', 'Driver');
  otherDriver = await harness.createAccount('other-driver', 'Driver');
  await harness.db.doc(paths.user(driver.uid)).set({ name: 'Hassan' }, { merge: true });
  phone = await harness.phoneOf(driver);
});
afterAll(async () => {
  for (const uid of subscribers) {
    const subscriptions = await harness.db.collection(paths.pushSubscriptions(uid)).get();
    await Promise.all(subscriptions.docs.map((subscription) => subscription.ref.delete()));
  }
  await harness.cleanup();
  await endpoint.close();
});

async function subscribeCustomer(
  device: string,
  options: { kind?: 'gone' | 'hang' } = {},
  uid = customer.uid,
) {
  subscribers.add(uid);
  await harness.db.doc(paths.pushSubscription(uid, device)).set(endpoint.subscribe(device, options));
}

/** What /customerpush writes on the driver's phone. */
function message(orderId: string, fields: { template: string | null; text: string | null }) {
  const ref = doc(collection(phone, COLLECTIONS.pushRequests));
  const written = setDoc(ref, { orderId, driverId: driver.uid, clientAtMs: Date.now(), ...fields });
  return { path: paths.pushRequest(ref.id), written };
}

const pushesTo = (device: string) =>
  endpoint.received
    .filter((push) => push.subscriber === device)
    .map((push) => JSON.parse(push.text) as PushPayload);

describe('a driver’s message to the customer of their delivery', () => {
  it('is encrypted, sent to every device of the customer and decrypted there', async () => {
    await subscribeCustomer('phone-1');
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    const atGate = message(orderId, { template: 'atGate', text: null });
    const ownWords = message(orderId, { template: null, text: 'Blue gate opposite the chemist?' });
    await Promise.all([atGate.written, ownWords.written]);

    expect(await harness.outcomeOf(atGate.path)).toMatchObject({ outcome: 'sent', reason: null });
    await harness.eventually(
      async () => pushesTo('phone-1').map((push) => push.body),
      (bodies) => bodies.includes('At the gate') && bodies.includes('Blue gate opposite the chemist?'),
    );
    expect(pushesTo('phone-1').find((push) => push.body === 'At the gate')).toMatchObject({
      title: 'Hassan, your Nyama Shop driver',
      url: '/coopenorder',
    });
    const sent = await harness.eventually(
      async () => (await harness.db.doc(atGate.path).get()).get('sentCount') as unknown,
      (count) => count === 1,
    );
    expect(sent).toBe(1);
  });

  it('written without signal is sent when the driver reconnects, once', async () => {
    await subscribeCustomer('phone-queued');
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    const text = 'Stuck in traffic on Ngong Road, 15 minutes';
    const sentHere = () => pushesTo('phone-queued').filter((push) => push.body === text);
    await disableNetwork(phone);
    const queued = message(orderId, { template: null, text });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await harness.db.doc(queued.path).get()).exists).toBe(false);
    expect(sentHere()).toEqual([]);

    await enableNetwork(phone);
    await queued.written;
    expect(await harness.outcomeOf(queued.path)).toMatchObject({ outcome: 'sent' });
    await harness.eventually(
      async () => sentHere().length,
      (count) => count >= 1,
    );
    // Time for a retried trigger to send it again, if it could.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sentHere()).toHaveLength(1);
  });

  it('for someone else’s delivery is refused by the rules, and by the function if it gets there', async () => {
    await subscribeCustomer('phone-2');
    const orderId = await harness.addOrder(customer.uid, otherDriver.uid, { status: 'outForDelivery' });
    await expect(message(orderId, { template: 'arrivingSoon', text: null }).written).rejects.toThrow();

    const queuedBeforeReassignment = harness.db.collection(COLLECTIONS.pushRequests).doc();
    await queuedBeforeReassignment.set({
      orderId,
      driverId: driver.uid,
      template: 'arrivingSoon',
      text: null,
      clientAtMs: Date.now(),
    });
    expect(await harness.outcomeOf(queuedBeforeReassignment.path)).toMatchObject({
      outcome: 'refused',
      reason: 'This delivery is not assigned to you.',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(pushesTo('phone-2').map((push) => push.body)).not.toContain('Arriving in 10 minutes');
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    await subscribeCustomer('old-phone', { kind: 'gone' });
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    const sent = message(orderId, { template: 'arrivingSoon', text: null });
    await sent.written;
    expect((await harness.outcomeOf(sent.path))['outcome']).toBe('sent');
    await harness.eventually(
      async () => (await harness.db.doc(paths.pushSubscription(customer.uid, 'old-phone')).get()).exists,
      (exists) => !exists,
    );
    expect((await harness.db.doc(paths.pushSubscription(customer.uid, 'phone-1')).get()).exists).toBe(true);
  });
});

describe('where and how pushes go', () => {
  it('gives up on a push service that does not answer, and still reaches the other devices', async () => {
    const patient = await harness.createAccount('patient', 'User');
    await subscribeCustomer('stuck-phone', { kind: 'hang' }, patient.uid);
    await subscribeCustomer('working-phone', {}, patient.uid);
    const orderId = await harness.addOrder(patient.uid, driver.uid, { status: 'outForDelivery' });
    const sent = message(orderId, { template: 'arrivingSoon', text: null });
    await sent.written;

    const sentCount = await harness.eventually(
      async () => (await harness.db.doc(sent.path).get()).get('sentCount') as unknown,
      (count) => count !== undefined,
    );
    expect(sentCount).toBe(1);
    expect(pushesTo('working-phone').map((push) => push.body)).toContain('Arriving in 10 minutes');
  });

  it('sends nothing to an endpoint that is not a push service’s, and deletes it', async () => {
    const stored = await harness.createAccount('stored-before', 'User');
    // As stored before savePushSubscription checked endpoints: an address of the subscriber's choosing.
    const elsewhere = paths.pushSubscription(stored.uid, 'elsewhere');
    subscribers.add(stored.uid);
    await harness.db.doc(elsewhere).set({
      ...endpoint.subscribe('elsewhere'),
      endpoint: 'https://collector.example.test/push/elsewhere',
    });
    const orderId = await harness.addOrder(stored.uid, driver.uid, { status: 'outForDelivery' });
    const sent = message(orderId, { template: 'atGate', text: null });
    await sent.written;

    await harness.eventually(
      async () => (await harness.db.doc(elsewhere).get()).exists,
      (exists) => !exists,
    );
    expect(
      await harness.eventually(
        async () => (await harness.db.doc(sent.path).get()).get('sentCount') as unknown,
        (count) => count !== undefined,
      ),
    ).toBe(0);
  });
});

describe('order changes', () => {
  it('push the customer when the order goes out for delivery, once', async () => {
    await subscribeCustomer('phone-3');
    const orderId = await harness.addOrder(customer.uid, driver.uid);
    const { number } = (await harness.order(orderId)) as { number: string };
    await harness.db.doc(paths.order(orderId)).update({ status: 'outForDelivery' });
    const onItsWay = (push: PushPayload) =>
      push.body === `Order ${number} is out for delivery. Give the driver your code ${DELIVERY_CODE}.`;
    await harness.eventually(
      async () => pushesTo('phone-3').filter(onItsWay).length,
      (count) => count === 1,
    );
    await harness.db.doc(paths.order(orderId)).update({ updatedAtMs: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(pushesTo('phone-3').filter(onItsWay)).toHaveLength(1);
  });

  it('push "Order confirmed" for an order placed already confirmed (pay on delivery), once', async () => {
    await subscribeCustomer('phone-4');
    const atMs = Date.now();
    const orderId = await harness.addOrder(customer.uid, null, {
      status: 'confirmed',
      expiresAtMs: null,
      statusHistory: [{ status: 'confirmed', atMs }],
    });
    const { number } = (await harness.order(orderId)) as { number: string };
    const confirmed = (push: PushPayload) => push.title === 'Order confirmed' && push.body.includes(number);
    await harness.eventually(
      async () => pushesTo('phone-4').filter(confirmed).length,
      (count) => count === 1,
    );
    await harness.db.doc(paths.order(orderId)).update({ updatedAtMs: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(pushesTo('phone-4').filter(confirmed)).toHaveLength(1);
  });

  it('push the customer once for each change staff make, with the new total', async () => {
    await subscribeCustomer('phone-5');
    const orderId = await harness.addOrder(customer.uid, null, { status: 'paid' });
    const { number } = (await harness.order(orderId)) as { number: string };
    const change = (changedAtMs: number) => ({
      changedAtMs,
      reason: 'Out of goat leg',
      previousTotalCents: 205_000,
      settlement: null,
      settleCents: 0,
      refundId: null,
    });
    const changed = () =>
      pushesTo('phone-5')
        .filter((push) => push.title === 'Your order was changed' && push.body.includes(number))
        .map((push) => push.body);

    await harness.db.doc(paths.order(orderId)).update({ totalCents: 115_000, change: change(1_000) });
    await harness.eventually(
      async () => changed().length,
      (count) => count === 1,
    );
    expect(changed()[0]).toContain(formatKes(115_000));
    // The refund id landing later is the same change: no second push.
    await harness.db.doc(paths.order(orderId)).update({ 'change.refundId': 'refund-1' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(changed()).toHaveLength(1);

    await harness.db.doc(paths.order(orderId)).update({ totalCents: 205_000, change: change(2_000) });
    await harness.eventually(
      async () => changed().length,
      (count) => count === 2,
    );
  });
});
