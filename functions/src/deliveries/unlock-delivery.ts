import { CALLABLES } from '@nyama/domain/callables/registry';
import { NO_DELIVERY_PROGRESS } from '@nyama/domain/delivery/delivery';
import { paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db } from '../lib/db';
import { refuse } from '../lib/refuse';
import { readOrder } from '../orders/staff/staff-order';

/**
 * Admin: a delivery locked by wrong codes takes codes again, its count started afresh, once the shop has
 * spoken to the customer (decision 027). The attempts stay on the order; the audit keeps who unlocked it
 * and why.
 */
export const unlockDelivery = onContract(CALLABLES.unlockDelivery, async ({ orderId, reason }, caller) => {
  const firestore = db();
  await firestore.runTransaction(async (tx) => {
    const order = await readOrder(firestore, tx, orderId);
    const progress = { ...NO_DELIVERY_PROGRESS, ...order.delivery };
    if (progress.lockedAtMs === null) {
      throw refuse('failed-precondition', { reason: 'delivery-not-locked' });
    }
    const nowMs = Date.now();
    tx.update(firestore.doc(paths.order(orderId)), {
      delivery: { ...progress, wrongCodes: 0, lockedAtMs: null },
      updatedAtMs: nowMs,
    });
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.unlockDelivery,
      {
        targetPath: paths.order(orderId),
        summary: `Delivery unlocked after ${progress.wrongCodes} wrong codes: ${reason}`,
        before: { wrongCodes: progress.wrongCodes, lockedAtMs: progress.lockedAtMs },
        after: { wrongCodes: 0, lockedAtMs: null },
      },
      nowMs,
    );
  });
  return { orderId };
});
