import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { orderSchema } from '@nyama/domain/orders/order';
import { ARCHIVE_AFTER_MS, CLOSED_STATUSES, totalsByDay } from '@nyama/domain/orders/order-archive';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { db, parseDoc } from '../lib/db';
import { addToDay } from './order-days';

/** Orders moved per transaction: each adds one order write and at most one day write (under 500). */
const ARCHIVE_BATCH = 200;

/**
 * Moves one batch, the longest-untouched closed orders due, in one transaction: each gets
 * `archived: true` and its day's totals grow by it. The query runs inside the transaction, so an order
 * changed or moved by a concurrent run meanwhile is read again on retry and never counted twice.
 * Returns how many it moved.
 */
async function archiveBatch(firestore: Firestore, nowMs: number, size: number) {
  return firestore.runTransaction(async (tx) => {
    const due = await tx.get(
      firestore
        .collection(COLLECTIONS.orders)
        .where('archived', '==', false)
        .where('status', 'in', CLOSED_STATUSES)
        .where('updatedAtMs', '<=', nowMs - ARCHIVE_AFTER_MS)
        .orderBy('updatedAtMs')
        .limit(size),
    );
    const orders = due.docs.map((doc) => parseDoc(orderSchema, doc.data(), doc.ref.path));
    for (const doc of due.docs) tx.update(doc.ref, { archived: true });
    for (const { day, ...totals } of totalsByDay(orders)) addToDay(firestore, tx, day, totals, nowMs);
    return due.size;
  });
}

type ArchiveOptions = {
  batchSize?: number;
  /** Starts no batch after this instant (the schedule's timeout); the next run carries on. */
  stopAtMs?: number;
};

/**
 * Moves every closed order untouched for a day to the archive, batch after batch until none is left
 * (a backlog of any size), or until `stopAtMs`. Idempotent: an archived order no longer matches.
 * Returns how many orders it moved.
 */
export async function archiveClosedOrders(
  firestore: Firestore = db(),
  nowMs = Date.now(),
  { batchSize = ARCHIVE_BATCH, stopAtMs = Number.POSITIVE_INFINITY }: ArchiveOptions = {},
): Promise<number> {
  let moved = 0;
  for (;;) {
    const found = await archiveBatch(firestore, nowMs, batchSize);
    moved += found;
    if (found < batchSize || Date.now() >= stopAtMs) break;
  }
  if (moved > 0) logger.info(`Archived ${moved} closed orders`);
  return moved;
}

const TIMEOUT_SECONDS = 540;

export const archiveClosedOrdersHourly = onSchedule(
  { schedule: 'every 60 minutes', timeoutSeconds: TIMEOUT_SECONDS },
  async () => {
    // A minute's margin: a batch under way finishes before the platform stops the function.
    await archiveClosedOrders(db(), Date.now(), { stopAtMs: Date.now() + (TIMEOUT_SECONDS - 60) * 1000 });
  },
);
