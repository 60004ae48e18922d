import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../functions/src/lib/setup';
import type { placeOrderFor } from '../../functions/src/orders/place-order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { PICKUP_ZONE_ID, slotDocId } from '@nyama/domain/delivery/slots';
import { functionsHarness } from './env';
import { addAddress, orderFixtures, orderRequest, windowAhead } from './order-fixtures';

/**
 * Three instances of placeOrder on one hot item and one window (decision 079). Each instance is the
 * module loaded afresh, so each has its own group commit, as each Cloud Run instance has: their batches
 * meet only in Firestore. When each batch read the item in its transaction, the three held its lock
 * against each other's commits until the emulator's lock time-out, and a rush of 30 was answered busy.
 */
const harness = functionsHarness('instances');
const INSTANCES = 3;
const CUSTOMERS = Array.from({ length: 30 }, (_, index) => `${harness.run}-customer-${index}`);
let fixtures: Awaited<ReturnType<typeof orderFixtures>>;
let instances: (typeof placeOrderFor)[];

beforeAll(async () => {
  fixtures = await orderFixtures(harness.db, harness.run);
  instances = [];
  for (let index = 0; index < INSTANCES; index++) {
    vi.resetModules();
    const served = await import('../../functions/src/orders/place-order');
    instances.push(served.placeOrderFor);
  }
});
afterAll(() => harness.cleanup());

/** Each customer's call through the instances in turn; the refusals' sentences. */
async function rush(request: (uid: string) => Parameters<typeof placeOrderFor>[1]) {
  const outcomes = await Promise.all(
    CUSTOMERS.map((uid, index) => {
      const place = instances[index % INSTANCES] as typeof placeOrderFor;
      return place(uid, request(uid)).then(
        ({ orderId }) => ({ placed: orderId }),
        (error: unknown) => ({ refused: error instanceof Error ? error.message : String(error) }),
      );
    }),
  );
  return outcomes.flatMap((outcome) => ('refused' in outcome ? [outcome.refused] : []));
}

describe('three instances placing orders on one item at once', () => {
  it('sells the 10 broilers in stock to 30 customers spread over them, none answered busy', async () => {
    const slot = windowAhead(1, 'morning');
    const refusals = await rush(() =>
      orderRequest({ slot, lines: [{ itemId: fixtures.ids.broiler, quantity: 1 }] }),
    );
    expect(new Set(refusals)).toEqual(new Set(['Test broiler is sold out.']));
    expect(refusals).toHaveLength(20);
    expect((await harness.db.doc(paths.item(fixtures.ids.broiler)).get()).get('stockUnits')).toBe(0);
    const placed = await harness.db.collection(COLLECTIONS.orders).where('uid', 'in', CUSTOMERS).get();
    expect(placed.size).toBe(10);
    const window = await harness.db.doc(paths.deliverySlot(slotDocId(slot, PICKUP_ZONE_ID))).get();
    expect(window.get('taken')).toBe(10);
  });

  it('sells to delivery customers across the instances, each order taking its zone’s window once', async () => {
    const itemId = `${fixtures.ids.broiler}-delivered`;
    await harness.db.doc(paths.item(itemId)).set(fixtures.broiler);
    const slot = windowAhead(2, 'afternoon');
    const addresses = new Map(
      await Promise.all(
        CUSTOMERS.map(async (uid) => [uid, await addAddress(harness.db, uid, fixtures.ids.zone)] as const),
      ),
    );
    const refusals = await rush((uid) =>
      orderRequest({
        fulfilment: 'delivery',
        addressId: addresses.get(uid) ?? null,
        slot,
        lines: [{ itemId, quantity: 1 }],
      }),
    );
    expect(new Set(refusals)).toEqual(new Set(['Test broiler is sold out.']));
    expect(refusals).toHaveLength(20);
    expect((await harness.db.doc(paths.item(itemId)).get()).get('stockUnits')).toBe(0);
    const window = await harness.db.doc(paths.deliverySlot(slotDocId(slot, fixtures.ids.zone))).get();
    expect(window.get('taken')).toBe(10);
  });
});
