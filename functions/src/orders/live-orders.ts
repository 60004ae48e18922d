import type { Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { liveOrderOf } from '../../../src/domain/live-order';
import { orderSchema } from '../../../src/domain/order';
import { COLLECTIONS, paths } from '../../../src/domain/paths';
import { db, parseDoc } from '../lib/db';

/**
 * Brings liveOrders/{orderId} in line with the order as it is now: its board copy while it is not
 * archived, none once it is (or once the order is gone). It reads the order rather than trusting the
 * event's snapshot: events may arrive twice or out of order, and each run then still leaves the copy of
 * the latest order, never an older one.
 */
export async function syncLiveOrder(firestore: Firestore, orderId: string): Promise<void> {
  const orderPath = paths.order(orderId);
  await firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(firestore.doc(orderPath));
    const live = snapshot.exists ? liveOrderOf(parseDoc(orderSchema, snapshot.data(), orderPath)) : null;
    const liveRef = firestore.doc(paths.liveOrder(orderId));
    if (live) tx.set(liveRef, live);
    else tx.delete(liveRef);
  });
}

/** Keeps the orders board's collection (docs/decisions/023-live-orders-board.md) in step with every order write. */
export const onOrderWrittenForBoard = onDocumentWritten(`${COLLECTIONS.orders}/{orderId}`, (event) =>
  syncLiveOrder(db(), event.params.orderId),
);
