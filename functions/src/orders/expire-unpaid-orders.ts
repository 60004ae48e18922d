import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { SYSTEM_POSTER } from '@nyama/domain/inventory/ledger';
import { orderSchema } from '@nyama/domain/orders/order';
import { UNPAID_STATUSES } from '@nyama/domain/kernel/order-status';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { db, parseDoc } from '../lib/db';
import { releaseOrder } from './release-order';

const PAGE = 200;
// The job runs every 5 minutes: stop a little before the next run starts.
const TIME_BUDGET_MS = 4 * 60_000;

/**
 * Expires every unpaid order past its time, each in its own transaction, page after page until none is
 * left (a flood of abandoned orders must not hold stock for hours); returns how many.
 */
export async function expireUnpaidOrders(nowMs = Date.now(), page = PAGE): Promise<number> {
  const firestore = db();
  const startedMs = Date.now();
  let expired = 0;
  for (;;) {
    const due = await firestore
      .collection(COLLECTIONS.orders)
      .where('status', 'in', UNPAID_STATUSES)
      .where('expiresAtMs', '<=', nowMs)
      .limit(page)
      .get();
    let releasedHere = 0;
    for (const candidate of due.docs) {
      const released = await firestore.runTransaction(async (tx) => {
        // Read again inside the transaction: a payment may have landed since the query.
        const snap = await tx.get(firestore.doc(paths.order(candidate.id)));
        const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
        if (order.expiresAtMs === null || order.expiresAtMs > nowMs) return false;
        return releaseOrder(firestore, tx, candidate.id, order, 'expired', nowMs, SYSTEM_POSTER);
      });
      if (released) releasedHere++;
    }
    expired += releasedHere;
    // A short page is the last; a page that released nothing would be read again as it is.
    if (due.size < page || releasedHere === 0 || Date.now() - startedMs > TIME_BUDGET_MS) break;
  }
  if (expired > 0) logger.info(`Expired ${expired} unpaid orders`);
  return expired;
}

export const expireUnpaidOrdersEvery5Minutes = onSchedule('every 5 minutes', async () => {
  await expireUnpaidOrders();
});
