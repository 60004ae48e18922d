import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  pushSubscriptionId,
  type SavePushSubscriptionInput,
} from '@nyama/domain/orders/push';
import { functionsHarness, refusalOf, type Account, type SignedInClient } from './env';

const harness = functionsHarness('push-subscriptions');
let customer: Account;
let asCustomer: SignedInClient;

beforeAll(async () => {
  customer = await harness.createAccount('customer', 'User');
  asCustomer = await harness.signIn(customer);
});
afterAll(async () => {
  const devices = await harness.db.collection(paths.pushSubscriptions(customer.uid)).get();
  await Promise.all(devices.docs.map((device) => device.ref.delete()));
  await harness.cleanup();
});

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const fcm = (device: string) => `https://fcm.googleapis.com/fcm/send/${device}-${harness.run}`;
const save = (input: SavePushSubscriptionInput) =>
  asCustomer.call<{ subscriptionId: string; dropped: number }>(CALLABLES.savePushSubscription, input);
const storedEndpoints = async () =>
  (await harness.db.collection(paths.pushSubscriptions(customer.uid)).get()).docs.map(
    (doc) => doc.get('endpoint') as string,
  );

describe('savePushSubscription: where pushes may go', () => {
  it('stores a browser push service’s subscription under the hash of its endpoint', async () => {
    const endpoint = fcm('phone');
    const subscriptionId = await pushSubscriptionId(endpoint);
    await expect(save({ endpoint, keys: KEYS })).resolves.toEqual({ subscriptionId, dropped: 0 });

    const stored = await harness.db.doc(paths.pushSubscription(customer.uid, subscriptionId)).get();
    expect(stored.data()).toEqual({ endpoint, keys: KEYS, createdAtMs: expect.any(Number) });
  });

  it.each([
    ['any other host', 'https://collector.example.test/push/abc'],
    ['a look-alike of a push service', 'https://fcm.googleapis.com.example.test/fcm/send/abc'],
  ])('refuses %s and stores nothing', async (_label, endpoint) => {
    expect(await refusalOf(save({ endpoint, keys: KEYS }))).toEqual({
      code: 'functions/invalid-argument',
      message: 'Notifications can only go through a browser’s push service.',
    });
    expect(await storedEndpoints()).not.toContain(endpoint);
  });

  it('accepts the local test push endpoint, which only the emulated functions are configured with', async () => {
    const endpoint = `https://127.0.0.1:8443/push/${harness.run}`;
    await expect(save({ endpoint, keys: KEYS })).resolves.toMatchObject({ dropped: 0 });
    expect(await storedEndpoints()).toContain(endpoint);
  });
});

describe('savePushSubscription: devices per account', () => {
  it(`keeps ${PUSH_SUBSCRIPTIONS_MAX}, dropping the one stored longest ago (storing again counts as new)`, async () => {
    const devices = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX }, (_, index) => fcm(`device-${index}`));
    for (const endpoint of devices) await save({ endpoint, keys: KEYS });
    expect((await storedEndpoints()).sort()).toEqual([...devices].sort());

    // The first device is still in use: the PWA stores it again on a page load.
    await save({ endpoint: devices[0] ?? '', keys: KEYS });
    const newest = fcm('new-phone');
    await expect(save({ endpoint: newest, keys: KEYS })).resolves.toMatchObject({ dropped: 1 });

    const kept = await storedEndpoints();
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    expect(kept).toEqual(expect.arrayContaining([devices[0], newest]));
    expect(kept).not.toContain(devices[1]);
  });
});
