import type { Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { listingsOf } from '../../../src/domain/live-order';
import { orderSchema } from '../../../src/domain/order';
import { COLLECTIONS, paths } from '../../../src/domain/paths';
import { db, parseDoc } from '../lib/db';

/**
 * Brings the lists' copies of an order in line with the order as it is now: its board copy
 * (liveOrders/{orderId}) while it is not archived, and once it is, an entry under each of its search keys
 * in the archive's index (archiveSearch/{key}/archivedOrders/{orderId}, decision 045), rewritten when
 * the archived order changes (a late refund). It reads the order rather than trusting the event's
 * snapshot: events may arrive twice or out of order, and each run then still leaves the copies of the
 * latest order, never an older one.
 */
export async function syncOrderCopies(firestore: Firestore, orderId: string): Promise<void> {
  const orderPath = paths.order(orderId);
  await firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(firestore.doc(orderPath));
    const liveRef = firestore.doc(paths.liveOrder(orderId));
    if (!snapshot.exists) {
      tx.delete(liveRef);
      return;
    }
    const order = parseDoc(orderSchema, snapshot.data(), orderPath);
    if (order.archived) tx.delete(liveRef);
    for (const { path, row } of listingsOf(orderId, order)) tx.set(firestore.doc(path), row);
  });
}

/**
 * Keeps the orders board's collection (docs/decisions/023-live-orders-board.md) and the archive's search
 * index (045) in step with every order write.
 */
export const onOrderWrittenForLists = onDocumentWritten(`${COLLECTIONS.orders}/{orderId}`, (event) =>
  syncOrderCopies(db(), event.params.orderId),
);
