import { afterAll, describe, expect, it } from 'vitest';
import { AggregateField } from 'firebase-admin/firestore';
import {
  inStatusField,
  listedOrderOf,
  liveOrderOf,
  liveOrderSchema,
  type LiveOrder,
} from '@nyama/domain/orders/live-order';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { ARCHIVE_AFTER_MS } from '@nyama/domain/orders/order-archive';
import { ORDER_STATUSES, type OrderStatus } from '@nyama/domain/kernel/order-status';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import '../../functions/src/lib/setup';
import { db } from '../../functions/src/lib/db';
import { archiveClosedOrders } from '../../functions/src/orders/archive-orders';
import { syncOrderCopies } from '../../functions/src/orders/live-orders';
import { eventually, functionsHarness } from './env';
import { pendingOrder } from './payments-env';

const harness = functionsHarness('live-orders');
const TOKEN = `live-${harness.run}`;
// The trigger's first run may wait for the functions emulator to load the code.
const TRIGGER_MS = 30_000;
afterAll(() => harness.cleanup());

/** An order of this run only: its search key finds this suite's orders on the board and nothing else. */
function orderOf(index: number, fields: Partial<Order> = {}): Order {
  const base = pendingOrder(`${TOKEN}-customer`, { number: `NY-${TOKEN}-${index}`, ...fields });
  return orderSchema.parse({ ...base, searchKeys: [TOKEN, base.number.toLowerCase()] });
}

const copyOf = async (orderId: string): Promise<LiveOrder | null> => {
  const snapshot = await harness.db.doc(paths.liveOrder(orderId)).get();
  return snapshot.exists ? liveOrderSchema.parse(snapshot.data()) : null;
};

/** The archive's search entry of an order under one key, if any. */
const entryOf = async (key: string, orderId: string): Promise<LiveOrder | null> => {
  const snapshot = await harness.db.doc(paths.archiveSearchOrder(key, orderId)).get();
  return snapshot.exists ? liveOrderSchema.parse(snapshot.data()) : null;
};

/** The board's count of one state among this run's orders: the sum of its mark over liveOrders. */
const countOf = async (status: OrderStatus) =>
  (
    await harness.db
      .collection(COLLECTIONS.liveOrders)
      .where('searchKeys', 'array-contains', TOKEN)
      .aggregate({ orders: AggregateField.sum(inStatusField(status)) })
      .get()
  ).data().orders;

/**
 * The board's counts as it asks for them: five sums an aggregate query (Firestore's most), each beside
 * the others; and the first group's first sum beside a count of the orders, which sees every order only
 * when every order holds the summed field.
 */
const boardCounts = async (token: string) => {
  const mine = harness.db.collection(COLLECTIONS.liveOrders).where('searchKeys', 'array-contains', token);
  const counts: Record<string, number> = {};
  for (let start = 0; start < ORDER_STATUSES.length; start += 5) {
    const statuses = ORDER_STATUSES.slice(start, start + 5);
    const sums = Object.fromEntries(
      statuses.map((status) => [status, AggregateField.sum(inStatusField(status))]),
    );
    const totals = (await mine.aggregate(sums).get()).data() as Record<string, number>;
    for (const status of statuses) counts[status] = totals[status] ?? 0;
  }
  const beside = await mine
    .aggregate({ all: AggregateField.count(), pending: AggregateField.sum(inStatusField('pending')) })
    .get();
  counts['all'] = beside.data().all;
  return counts;
};

const update = (orderId: string, fields: Partial<Order>) =>
  harness.db.doc(paths.order(orderId)).update({ ...fields, updatedAtMs: Date.now() });

describe('liveOrders: the board’s copy follows every order write', () => {
  it(
    'appears when an order is placed, follows its status, driver and payment, and the counts move with it',
    async () => {
      const ref = harness.db.collection(COLLECTIONS.orders).doc();
      const placed = orderOf(1);
      await ref.set(placed);
      await eventually(
        () => copyOf(ref.id),
        (copy) => copy !== null,
        TRIGGER_MS,
      );
      expect(await copyOf(ref.id)).toEqual(liveOrderOf(placed));
      expect(await countOf('pending')).toBe(1);

      await update(ref.id, {
        status: 'paid',
        expiresAtMs: null,
        payment: { paymentId: 'p1', provider: 'mpesa', state: 'succeeded', message: null, receipt: 'R1' },
      });
      await eventually(
        () => copyOf(ref.id),
        (copy) => copy?.status === 'paid',
        TRIGGER_MS,
      );
      expect(await copyOf(ref.id)).toMatchObject({ payment: { provider: 'mpesa', state: 'succeeded' } });
      expect([await countOf('pending'), await countOf('paid')]).toEqual([0, 1]);

      await update(ref.id, { driverId: 'driver-hassan' });
      await eventually(
        () => copyOf(ref.id),
        (copy) => copy?.driverId === 'driver-hassan',
        TRIGGER_MS,
      );
    },
    TRIGGER_MS * 3,
  );

  it(
    'leaves when the archiving job moves the order, and when an order is deleted',
    async () => {
      const longAgoMs = Date.now() - 2 * ARCHIVE_AFTER_MS;
      const closed = harness.db.collection(COLLECTIONS.orders).doc();
      await closed.set(orderOf(2, { status: 'delivered', expiresAtMs: null, updatedAtMs: longAgoMs }));
      const deleted = harness.db.collection(COLLECTIONS.orders).doc();
      await deleted.set(orderOf(3));
      await eventually(
        async () => [await copyOf(closed.id), await copyOf(deleted.id)],
        (copies) => copies.every((copy) => copy !== null),
        TRIGGER_MS,
      );
      expect(await countOf('delivered')).toBe(1);

      await archiveClosedOrders(db(), Date.now());
      await deleted.delete();
      await eventually(
        async () => [await copyOf(closed.id), await copyOf(deleted.id)],
        (copies) => copies.every((copy) => copy === null),
        TRIGGER_MS,
      );
      expect(await countOf('delivered')).toBe(0);
    },
    TRIGGER_MS * 3,
  );

  it('converges on the order as it is now, however often and in whatever order its events arrive', async () => {
    const ref = harness.db.collection(COLLECTIONS.orders).doc();
    const placed = orderOf(4, { status: 'paid', expiresAtMs: null });
    await ref.set(placed);
    // A re-delivered or late event runs the same sync again: it reads the order, not the event.
    await Promise.all([syncOrderCopies(db(), ref.id), syncOrderCopies(db(), ref.id)]);
    expect(await copyOf(ref.id)).toEqual(liveOrderOf(placed));

    await ref.update({ archived: true });
    await syncOrderCopies(db(), ref.id);
    await syncOrderCopies(db(), ref.id);
    expect(await copyOf(ref.id)).toBeNull();
  });
});

describe('the board’s counts', () => {
  it('count every state right when five states are summed in one aggregation', async () => {
    const token = `${TOKEN}-counts`;
    const statuses: OrderStatus[] = ['pending', 'paid', 'paid', 'confirmed', 'weighed', 'delivered'];
    await Promise.all(
      statuses.map(async (status, index) => {
        const ref = harness.db.collection(COLLECTIONS.orders).doc();
        await ref.set({ ...orderOf(10 + index, { status, expiresAtMs: null }), searchKeys: [token] });
        await syncOrderCopies(db(), ref.id);
      }),
    );
    expect(await boardCounts(token)).toEqual({
      ...Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])),
      pending: 1,
      paid: 2,
      confirmed: 1,
      weighed: 1,
      delivered: 1,
      all: 6,
    });
  });
});

describe('archiveSearch: the archive finds an archived order by each of its search keys', () => {
  it('lists it under every key once archived, never while open, and follows a late refund', async () => {
    const ref = harness.db.collection(COLLECTIONS.orders).doc();
    const delivered = orderOf(5, { status: 'delivered', expiresAtMs: null });
    await ref.set(delivered);
    await syncOrderCopies(db(), ref.id);
    expect(await entryOf(TOKEN, ref.id)).toBeNull();

    await ref.update({ archived: true });
    await syncOrderCopies(db(), ref.id);
    const archived = { ...delivered, archived: true };
    for (const key of delivered.searchKeys ?? []) {
      expect(await entryOf(key, ref.id)).toEqual(listedOrderOf(archived));
    }
    expect(await copyOf(ref.id)).toBeNull();

    await ref.update({ status: 'refunded', refundedCents: 5_000 });
    await syncOrderCopies(db(), ref.id);
    expect(await entryOf(TOKEN, ref.id)).toMatchObject({ status: 'refunded', refundedCents: 5_000 });
  });

  it('keeps a key a path cannot hold (a slash, dots) as its own entry', async () => {
    const ref = harness.db.collection(COLLECTIONS.orders).doc();
    const odd = orderSchema.parse({
      ...orderOf(6, { status: 'cancelled', expiresAtMs: null }),
      archived: true,
      searchKeys: [`${TOKEN}/a`, '..'],
    });
    await ref.set(odd);
    await syncOrderCopies(db(), ref.id);
    expect((await entryOf(`${TOKEN}/a`, ref.id))?.number).toBe(odd.number);
    expect((await entryOf('..', ref.id))?.number).toBe(odd.number);
    expect(await entryOf(TOKEN, ref.id)).toBeNull();
  });
});
