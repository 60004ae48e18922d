import type { Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { listingsOf } from '@nyama/domain/orders/live-order';
import { orderSchema } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { db, parseDoc } from '../lib/db';
import { readShopDayShare, syncShopDayShare } from '../shop-day/shop-days';

/**
 * Brings the lists' copies of an order in line with the order as it is now: its board copy
 * (liveOrders/{orderId}) while it is not archived, and once it is, an entry under each of its search keys
 * in the archive's index (archiveSearch/{key}/archivedOrders/{orderId}, decision 045), rewritten when
 * the archived order changes (a late refund); and its share of its shop day's totals (decision 057). It reads the order rather than trusting the event's
 * snapshot: events may arrive twice or out of order, and each run then still leaves the copies of the
 * latest order, never an older one.
 */
export async function syncOrderCopies(
  firestore: Firestore,
  orderId: string,
  nowMs = Date.now(),
): Promise<void> {
  const orderPath = paths.order(orderId);
  await firestore.runTransaction(async (tx) => {
    const [snapshot, share] = await Promise.all([
      tx.get(firestore.doc(orderPath)),
      readShopDayShare(firestore, tx, orderId),
    ]);
    const liveRef = firestore.doc(paths.liveOrder(orderId));
    const order = snapshot.exists ? parseDoc(orderSchema, snapshot.data(), orderPath) : null;
    syncShopDayShare(firestore, tx, orderId, share, order, nowMs);
    if (!order) {
      tx.delete(liveRef);
      return;
    }
    if (order.archived) tx.delete(liveRef);
    for (const { path, row } of listingsOf(orderId, order)) tx.set(firestore.doc(path), row);
  });
}

/**
 * Keeps the orders board's collection (docs/decisions/023-live-orders-board.md), the archive's search
 * index (045) and the shop days' totals (057) in step with every order write.
 */
export const onOrderWrittenForLists = onDocumentWritten(`${COLLECTIONS.orders}/{orderId}`, (event) =>
  syncOrderCopies(db(), event.params.orderId),
);
