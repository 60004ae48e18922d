import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import {
  isArchivable,
  orderDayOf,
  orderDaySchema,
  totalsByDay,
  type OrderDay,
} from '@nyama/domain/orders/order-archive';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import { refundSchema, type Refund } from '@nyama/domain/payments/refund';
import '../../functions/src/lib/setup';
import { db } from '../../functions/src/lib/db';
import { archiveClosedOrders } from '../../functions/src/orders/archive-orders';
import { settleRefund } from '../../functions/src/payments/settle-refund';
import { functionsHarness } from './env';
import { pendingOrder } from './payments-env';

const harness = functionsHarness('archive');
// The job and settlement run on the functions' own Admin SDK (db()): its FieldValue increments are its own.
const DAY_MS = 86_400_000;
// Days of this run alone, years back: their totals hold only this suite's orders, and these orders
// are the oldest the archiving job finds, so its first batch is theirs.
const FIRST_DAY_MS = Date.UTC(2001, 0, 1) + randomInt(0, 3000) * DAY_MS + 9 * 3_600_000;
const TOKEN = `archive-${harness.run}`;
const CUSTOMER = `${TOKEN}-customer`;

const CLOSED_MIX: OrderStatus[] = ['delivered', 'cancelled', 'expired', 'refunded', 'delivered'];

/** Order i of the batch: a closed or open order placed on one of three days, untouched since. */
function mixedOrder(index: number): Order {
  const placedMs = FIRST_DAY_MS + (index % 3) * DAY_MS + index * 60_000;
  const open = index % 7 === 6;
  const status: OrderStatus = open
    ? 'outForDelivery'
    : (CLOSED_MIX[index % CLOSED_MIX.length] ?? 'delivered');
  const paid = status === 'delivered' || status === 'refunded' || open;
  const base = pendingOrder(CUSTOMER, {
    number: `NY-${TOKEN}-${index}`,
    status,
    expiresAtMs: null,
    payment: paid
      ? {
          paymentId: `${TOKEN}-pay-${index}`,
          provider: 'mpesa',
          state: 'succeeded',
          message: null,
          receipt: null,
        }
      : null,
    // A weighed order (below) paid its 150 balance too.
    paidCents: paid ? 205_000 + (index % 5 === 4 ? 15_000 : 0) : 0,
    refundedCents: status === 'refunded' ? 205_000 : index % 4 === 0 && status === 'delivered' ? 20_000 : 0,
    createdAtMs: placedMs,
    updatedAtMs: placedMs + 3_600_000,
  });
  const weighed: Partial<Order> =
    index % 5 === 4
      ? {
          weighing: {
            butcherId: 'butcher',
            butcherName: 'Joseph',
            weighedAtMs: placedMs,
            finalSubtotalCents: 195_000,
            finalTotalCents: 220_000,
            differenceCents: 15_000,
            settlement: 'topUp',
            settleCents: 15_000,
            refundId: null,
          },
          balance: { dueCents: 0, paymentId: null },
        }
      : {};
  return orderSchema.parse({ ...base, ...weighed, searchKeys: [TOKEN, base.number.toLowerCase()] });
}

const ORDER_COUNT = 30;
const ids = Array.from({ length: ORDER_COUNT }, (_, index) => `${TOKEN}-${index}`);
// Closed within the day: stays on the board whatever the job does.
const RECENT_ID = `${TOKEN}-recent`;
const allIds = [...ids, RECENT_ID];

beforeAll(async () => {
  const batch = harness.db.batch();
  ids.forEach((id, index) => batch.set(harness.db.doc(paths.order(id)), mixedOrder(index)));
  batch.set(
    harness.db.doc(paths.order(RECENT_ID)),
    orderSchema.parse({ ...mixedOrder(0), number: `NY-${TOKEN}-recent`, updatedAtMs: Date.now() }),
  );
  await batch.commit();
});
afterAll(() => harness.cleanup());

const readOrders = async () =>
  new Map(
    (await harness.db.getAll(...allIds.map((id) => harness.db.doc(paths.order(id))))).map((snap) => [
      snap.id,
      orderSchema.parse(snap.data()),
    ]),
  );

/** The ids the board and the archive each list for this suite's search word: their screens' queries. */
async function shelves() {
  const listed = async (archived: boolean) =>
    (
      await harness.db
        .collection(COLLECTIONS.orders)
        .where('archived', '==', archived)
        .where('searchKeys', 'array-contains', TOKEN)
        .get()
    ).docs.map((doc) => doc.id);
  return { board: await listed(false), archive: await listed(true) };
}

/** Every order is on exactly one of the board and the archive; returns the archive's ids. */
async function expectEachOrderOnce(): Promise<string[]> {
  const { board, archive } = await shelves();
  expect([...board, ...archive].sort()).toEqual([...allIds].sort());
  expect(board.filter((id) => archive.includes(id))).toEqual([]);
  return archive;
}

const myArchived = (orders: Map<string, Order>) => [...orders.values()].filter((order) => order.archived);

/** The stored totals of this suite's days equal the totals of its archived orders, recomputed. */
async function expectDayTotalsToMatch(orders: Map<string, Order>) {
  const days = [...new Set([...orders.values()].map(orderDayOf))];
  const stored = (await harness.db.getAll(...days.map((day) => harness.db.doc(paths.orderDay(day)))))
    .filter((snap) => snap.exists)
    .map((snap) => orderDaySchema.parse(snap.data()));
  const withoutTime = ({ updatedAtMs: _at, ...totals }: OrderDay) => totals;
  const byDay = (a: { day: string }, b: { day: string }) => a.day.localeCompare(b.day);
  expect(stored.map(withoutTime).sort(byDay)).toEqual(totalsByDay(myArchived(orders)).sort(byDay));
}

describe('archiving closed orders', () => {
  it('stopped after one batch, leaves every order on the board or in the archive, once, with its day counted', async () => {
    await archiveClosedOrders(db(), Date.now(), { batchSize: 4, stopAtMs: 0 });
    const orders = await readOrders();
    expect(myArchived(orders)).toHaveLength(4);
    expect(await expectEachOrderOnce()).toHaveLength(4);
    await expectDayTotalsToMatch(orders);
  });

  it('finishes the backlog in batches, once per order even when two runs overlap, and a rerun changes nothing', async () => {
    const dueBefore = [...(await readOrders()).values()].filter((order) => isArchivable(order, Date.now()));
    const nowMs = Date.now();
    const [first, second] = await Promise.all([
      archiveClosedOrders(db(), nowMs, { batchSize: 3 }),
      archiveClosedOrders(db(), nowMs, { batchSize: 3 }),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(dueBefore.length);

    const orders = await readOrders();
    const archive = await expectEachOrderOnce();
    const closedAndOld = ids.filter((id) => orders.get(id)?.status !== 'outForDelivery');
    expect(archive.sort()).toEqual(closedAndOld.sort());
    expect(orders.get(RECENT_ID)?.archived).toBe(false);
    await expectDayTotalsToMatch(orders);
    const totals = totalsByDay(myArchived(orders));
    expect(totals.reduce((sum, day) => sum + day.orders, 0)).toBe(closedAndOld.length);

    await archiveClosedOrders(db(), Date.now(), { batchSize: 3 });
    expect(await expectEachOrderOnce()).toHaveLength(closedAndOld.length);
    await expectDayTotalsToMatch(await readOrders());
  });

  it('counts a refund of an archived delivered order in its day when the money goes back', async () => {
    const orderId = ids[1 * 5] ?? '';
    const before = (await readOrders()).get(orderId);
    expect(before).toMatchObject({ status: 'delivered', archived: true });
    const paymentId = `${TOKEN}-refunded-payment`;
    const refundId = `${paymentId}_complaint`;
    const nowMs = Date.now();
    await harness.db.doc(paths.payment(paymentId)).set(
      paymentSchema.parse({
        orderId,
        uid: CUSTOMER,
        provider: 'mpesa',
        amountCents: 205_000,
        phone: '254712345678',
        state: 'succeeded',
        providerRef: `${TOKEN}-ref`,
        receipt: null,
        resultCode: '0',
        message: null,
        callbackSecret: 'secret',
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
      } satisfies Partial<Payment>),
    );
    await harness.db.doc(paths.refund(refundId)).set(
      refundSchema.parse({
        orderId,
        paymentId,
        uid: CUSTOMER,
        provider: 'mpesa',
        amountCents: 30_000,
        reason: 'Tough meat',
        state: 'pending',
        providerRef: `${TOKEN}-refund-ref`,
        receipt: null,
        resultCode: null,
        message: null,
        requestedBy: { uid: 'admin', email: null },
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
      } satisfies Refund),
    );
    const succeeded = {
      kind: 'succeeded',
      providerRef: null,
      amountCents: 30_000,
      receipt: null,
      resultCode: '0',
      message: 'Refunded',
    } as const;
    expect(await settleRefund(db(), refundId, succeeded)).toBe('settled');
    expect(await settleRefund(db(), refundId, succeeded)).toBe('unchanged');

    const orders = await readOrders();
    expect(orders.get(orderId)?.refundedCents).toBe((before?.refundedCents ?? 0) + 30_000);
    await expectDayTotalsToMatch(orders);
  });
});
