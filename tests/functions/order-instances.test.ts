import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../functions/src/lib/setup';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../functions/src/lib/db';
import { ZONE_KEPT_MS } from '../../functions/src/orders/order-counters';
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
afterEach(() => vi.restoreAllMocks());

/**
 * Watches the instances' reads (they share the Admin SDK's Firestore): each getAll's paths, and `after`
 * run once a getAll has answered, before its try goes on, as another instance's commit would land.
 */
function watchReads(after: (paths: string[], index: number) => Promise<void>): string[][] {
  const firestore = db();
  const getAll = firestore.getAll.bind(firestore);
  const calls: string[][] = [];
  vi.spyOn(firestore, 'getAll').mockImplementation(async (...refs) => {
    const read = refs.map((ref) => (ref as DocumentReference).path);
    const index = calls.push(read) - 1;
    const snaps: DocumentSnapshot[] = await getAll(...refs);
    await after(read, index);
    return snaps;
  });
  return calls;
}

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

  it('reads again what another instance’s commit wrote, keeping the checkout record for one try', async () => {
    const uid = `${harness.run}-kept-record`;
    const itemId = `${fixtures.ids.broiler}-kept-record`;
    await harness.db.doc(paths.item(itemId)).set({ ...fixtures.broiler, stockUnits: 5 });
    const addressId = await addAddress(harness.db, uid, fixtures.ids.zone);
    const slot = windowAhead(1, 'morning');
    const window = paths.deliverySlot(slotDocId(slot, fixtures.ids.zone));
    const record = paths.checkout(uid);
    let returned = 0;
    // A cancellation on another instance returns a broiler after each of the first two tries read the
    // window (the last read before their commit): both tries lose their condition on the item.
    const calls = watchReads(async (read) => {
      if (!read.includes(window) || returned === 2) return;
      returned++;
      await harness.db.doc(paths.item(itemId)).update({ stockUnits: 5 + returned });
    });
    const place = instances[0] as typeof placeOrderFor;
    await place(
      uid,
      orderRequest({ fulfilment: 'delivery', addressId, slot, lines: [{ itemId, quantity: 1 }] }),
    );

    const lastRounds = calls.filter((read) => read.includes(window));
    expect(lastRounds).toHaveLength(3);
    // The second try keeps the record the first read; the third reads it again (decision 079).
    expect(lastRounds.map((read) => read.includes(record))).toEqual([false, false, true]);
    expect(calls.filter((read) => read.includes(record))).toHaveLength(2);
    expect((await harness.db.doc(paths.item(itemId)).get()).get('stockUnits')).toBe(6);
  });

  it('takes into a batch trying again the customer who arrived on its instance meanwhile', async () => {
    const [first, joiner] = ['first', 'joiner'].map((who) => `${harness.run}-joins-${who}`) as [
      string,
      string,
    ];
    const itemId = `${fixtures.ids.broiler}-joins`;
    await harness.db.doc(paths.item(itemId)).set({ ...fixtures.broiler, stockUnits: 5 });
    const slot = windowAhead(2, 'morning');
    const window = paths.deliverySlot(slotDocId(slot, PICKUP_ZONE_ID));
    const place = instances[1] as typeof placeOrderFor;
    const request = () => orderRequest({ slot, lines: [{ itemId, quantity: 1 }] });
    let joined: Promise<unknown> = Promise.resolve();
    // Once the first try has read the window (its last read), another instance's commit returns a broiler,
    // so the try loses, and a second customer's call reaches this instance while it runs.
    const calls = watchReads(async (read) => {
      if (!read.includes(window) || read.includes(paths.checkout(joiner))) return;
      if (calls.filter((call) => call.includes(window)).length > 1) return;
      await harness.db.doc(paths.item(itemId)).update({ stockUnits: 6 });
      joined = place(joiner, request());
    });
    // Other files' customers book the same pickup window: the test counts the places its two take.
    const takenBefore = Number((await harness.db.doc(window).get()).get('taken') ?? 0);
    const tries = vi.spyOn(db(), 'runTransaction');
    const placed = await place(first, request());
    await joined;

    // The second try reads the joiner's record with the items and the window, keeping the first
    // customer's, and commits both orders: two tries in all, where the joiner would have waited for both
    // and then made a third.
    expect(tries).toHaveBeenCalledTimes(2);
    const joinerReads = calls.filter((read) => read.includes(paths.checkout(joiner)));
    expect(joinerReads).toHaveLength(1);
    expect(joinerReads[0]).toEqual(expect.arrayContaining([paths.item(itemId), window]));
    expect(joinerReads[0]).not.toContain(paths.checkout(first));
    const orders = await harness.db.collection(COLLECTIONS.orders).where('uid', 'in', [first, joiner]).get();
    expect(orders.docs.map((doc) => doc.id)).toContain(placed.orderId);
    expect(orders.size).toBe(2);
    expect((await harness.db.doc(paths.item(itemId)).get()).get('stockUnits')).toBe(4);
    expect((await harness.db.doc(window).get()).get('taken')).toBe(takenBefore + 2);
  });

  it('answers both of one customer’s calls on two instances at once, each placed', async () => {
    const uid = `${harness.run}-two-calls`;
    const itemId = `${fixtures.ids.broiler}-two-calls`;
    await harness.db.doc(paths.item(itemId)).set({ ...fixtures.broiler, stockUnits: 5 });
    const addressId = await addAddress(harness.db, uid, fixtures.ids.zone);
    const slot = windowAhead(1, 'evening');
    const record = paths.checkout(uid);
    // Both calls read the customer's record before either commits: one of them loses on the record
    // itself, and would lose again on every try that kept it, until answered busy.
    let arrived = 0;
    let bothRead: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (bothRead = resolve));
    watchReads(async (read, index) => {
      if (!read.includes(record) || index > 1) return;
      if (++arrived === 2) bothRead();
      await together;
    });
    const request = () =>
      orderRequest({ fulfilment: 'delivery', addressId, slot, lines: [{ itemId, quantity: 1 }] });
    const [first, second] = await Promise.all(instances.slice(0, 2).map((place) => place(uid, request())));
    expect(first?.orderId).not.toBe(second?.orderId);
    expect((await harness.db.doc(paths.item(itemId)).get()).get('stockUnits')).toBe(3);
  });
  it('reads a zone once a minute on an instance, so a stopped zone refuses orders within the minute', async () => {
    const zoneId = `${fixtures.ids.zone}-kept`;
    const zone = paths.zone(zoneId);
    await harness.db.doc(zone).set(fixtures.zone);
    const itemId = `${fixtures.ids.broiler}-kept-zone`;
    await harness.db.doc(paths.item(itemId)).set({ ...fixtures.broiler, stockUnits: 5 });
    const slot = windowAhead(2, 'morning');
    const place = instances[2] as typeof placeOrderFor;
    const order = async (customer: string, nowMs: number) => {
      const uid = `${harness.run}-kept-zone-${customer}`;
      const addressId = await addAddress(harness.db, uid, zoneId);
      const calls = watchReads(async () => undefined);
      const request = orderRequest({
        fulfilment: 'delivery',
        addressId,
        slot,
        lines: [{ itemId, quantity: 1 }],
      });
      const outcome = await place(uid, request, nowMs).then(
        ({ orderId }) => orderId,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      vi.restoreAllMocks();
      return { outcome, zoneReads: calls.filter((read) => read.includes(zone)).length };
    };
    const startMs = Date.now();

    const first = await order('first', startMs);
    expect(first.zoneReads).toBe(1);
    await harness.db.doc(zone).update({ active: false });
    // Within the minute the instance's copy still says the zone is served (decision 079).
    const second = await order('second', startMs + 1_000);
    expect(second.zoneReads).toBe(0);
    expect(second.outcome).not.toMatch(/deliver/);
    const third = await order('third', startMs + ZONE_KEPT_MS);
    expect(third.zoneReads).toBe(1);
    expect(third.outcome).toBe('We do not deliver to that address any more.');
    expect((await harness.db.doc(paths.item(itemId)).get()).get('stockUnits')).toBe(3);
  });
});
