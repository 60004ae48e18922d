import { collection, doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntrySchema } from '@nyama/domain/people/audit';
import { CALLABLES } from '@nyama/domain/callables/registry';
import {
  DELIVERY_CODE_ATTEMPTS,
  DELIVERY_LOCKED,
  deliveryProgressSchema,
} from '@nyama/domain/delivery/delivery';
import { JPEG_DATA_URL_PREFIX } from '@nyama/domain/delivery/delivery-photo';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import type { PushPayload } from '@nyama/domain/orders/push';
import { reasonedRefusalOf, refusalOf, type Account, type SignedInClient } from './env';
import { DELIVERY_CODE, deliveryHarness } from './delivery-env';
import { startPushEndpoint } from './push/push-endpoint';

const harness = deliveryHarness('delivery-code-lock');
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let customer: Account;
let driver: Account;
let admin: SignedInClient;
let customerClient: SignedInClient;
let phone: Firestore;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  customer = await harness.createAccount('customer', 'User');
  driver = await harness.createAccount('driver', 'Driver');
  admin = await harness.signIn(await harness.createAccount('admin', 'Admin'));
  customerClient = await harness.signIn(customer);
  phone = await harness.phoneOf(driver);
  await harness.db.doc(paths.pushSubscription(customer.uid, 'phone')).set(endpoint.subscribe('phone'));
});
afterAll(async () => {
  await harness.db.doc(paths.pushSubscription(customer.uid, 'phone')).delete();
  await harness.cleanup();
  await endpoint.close();
});

/** A "delivered" tap on the driver's phone, with the code they typed. */
function delivered(orderId: string, code: string) {
  const ref = doc(collection(phone, COLLECTIONS.deliveryEvents));
  const written = setDoc(ref, {
    action: 'delivered',
    code,
    note: '',
    orderId,
    driverId: driver.uid,
    clientAtMs: Date.now(),
  });
  return { id: ref.id, path: paths.deliveryEvent(ref.id), written };
}

async function tryCode(orderId: string, code: string): Promise<Record<string, unknown> & { id: string }> {
  const tap = delivered(orderId, code);
  await tap.written;
  return { id: tap.id, ...(await harness.outcomeOf(tap.path)) };
}

const progressOf = async (orderId: string) =>
  deliveryProgressSchema.parse((await harness.order(orderId))?.['delivery']);

const photoOf = (orderId: string) => ({
  orderId,
  driverId: driver.uid,
  uid: customer.uid,
  clientAtMs: Date.now(),
  jpeg: `${JPEG_DATA_URL_PREFIX}/9j/4AAQSkZJRgABAQ==`,
});

describe('wrong delivery codes', () => {
  it(`lock the delivery at the ${DELIVERY_CODE_ATTEMPTS}th: every attempt kept, the customer told, no code taken after`, async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    const outcomes = [];
    for (let attempt = 1; attempt <= DELIVERY_CODE_ATTEMPTS; attempt++) {
      outcomes.push(await tryCode(orderId, String(1000 + attempt)));
    }
    expect(outcomes.map((outcome) => outcome['outcome'])).toEqual(
      Array(DELIVERY_CODE_ATTEMPTS).fill('rejected'),
    );
    expect(outcomes[0]?.['outcomeReason']).toBe(
      'The delivery code does not match. Ask the customer for the 4-digit code on their order (4 tries left).',
    );
    expect(outcomes.at(-1)?.['outcomeReason']).toBe(`The delivery code does not match. ${DELIVERY_LOCKED}`);

    const locked = await progressOf(orderId);
    expect(locked.lockedAtMs).toEqual(expect.any(Number));
    expect(locked.wrongCodes).toBe(DELIVERY_CODE_ATTEMPTS);
    expect(locked.codeAttempts.map(({ reportId, right }) => ({ reportId, right }))).toEqual(
      outcomes.map(({ id }) => ({ reportId: id, right: false })),
    );
    // The customer hears of the lock once (the order's own pushes, e.g. "On its way", aside).
    const onHold = async () =>
      endpoint.received
        .filter((push) => push.subscriber === 'phone')
        .map((push) => JSON.parse(push.text) as PushPayload)
        .filter((push) => push.title === 'Delivery on hold');
    const told = await harness.eventually(onHold, (pushes) => pushes.length > 0);
    expect(told[0]?.body).toContain('The shop will call you');

    // The right code now changes nothing: the lock is not an oracle for the code.
    const right = await tryCode(orderId, DELIVERY_CODE);
    expect(right).toMatchObject({ outcome: 'rejected', outcomeReason: DELIVERY_LOCKED });
    expect((await harness.order(orderId))?.['status']).toBe('outForDelivery');
    expect((await progressOf(orderId)).codeAttempts).toHaveLength(DELIVERY_CODE_ATTEMPTS);
    expect(await onHold()).toHaveLength(1);
    // A photo cannot be attached to the refused report afterwards.
    await expect(setDoc(doc(phone, paths.deliveryPhoto(right.id)), photoOf(orderId))).rejects.toThrow();
  });

  it('take down a photo that reached the server with its refused report', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    const report = harness.db.collection(COLLECTIONS.deliveryEvents).doc();
    const batch = harness.db.batch();
    batch.create(report, {
      action: 'delivered',
      code: '0000',
      note: '',
      orderId,
      driverId: driver.uid,
      clientAtMs: Date.now(),
    });
    batch.create(harness.db.doc(paths.deliveryPhoto(report.id)), photoOf(orderId));
    await batch.commit();
    expect((await harness.outcomeOf(report.path))['outcome']).toBe('rejected');
    expect((await harness.db.doc(paths.deliveryPhoto(report.id)).get()).exists).toBe(false);
  });
});

describe('unlockDelivery', () => {
  it('lets an Admin take codes again, audited, keeping the attempts; the right code then delivers', async () => {
    const orderId = await harness.addOrder(customer.uid, driver.uid, { status: 'outForDelivery' });
    for (let attempt = 1; attempt <= DELIVERY_CODE_ATTEMPTS; attempt++) await tryCode(orderId, '0000');
    expect((await progressOf(orderId)).lockedAtMs).not.toBeNull();

    const unlock = (client: SignedInClient) =>
      client.call(CALLABLES.unlockDelivery, { orderId, reason: 'Spoke to the customer' });
    expect(await refusalOf(unlock(customerClient))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await unlock(admin)).toEqual({ orderId });
    expect(await progressOf(orderId)).toMatchObject({ wrongCodes: 0, lockedAtMs: null });
    expect(await reasonedRefusalOf(unlock(admin))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This delivery is not locked.',
      refusal: { reason: 'delivery-not-locked' },
    });
    const audit = await harness.db
      .collection(COLLECTIONS.auditEntries)
      .where('targetPath', '==', paths.order(orderId))
      .get();
    expect(audit.docs.map((entry) => auditEntrySchema.parse(entry.data()))).toEqual([
      expect.objectContaining({
        action: 'unlockDelivery',
        summary: `Delivery unlocked after ${DELIVERY_CODE_ATTEMPTS} wrong codes: Spoke to the customer`,
        after: { wrongCodes: 0, lockedAtMs: null },
      }),
    ]);

    expect((await tryCode(orderId, DELIVERY_CODE))['outcome']).toBe('applied');
    expect((await harness.order(orderId))?.['status']).toBe('delivered');
    const attempts = (await progressOf(orderId)).codeAttempts;
    expect(attempts.map((attempt) => attempt.right)).toEqual([
      ...Array(DELIVERY_CODE_ATTEMPTS).fill(false),
      true,
    ]);
  });
});
