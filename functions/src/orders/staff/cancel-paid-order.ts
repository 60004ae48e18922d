import { CALLABLES } from '@nyama/domain/callables/registry';
import { canTransition, isStaffCancellable } from '@nyama/domain/kernel/order-status';
import { paths } from '@nyama/domain/kernel/paths';
import { posterOf } from '../../inventory/post-movements';
import { recordAudit } from '../../lib/audit';
import { onContract } from '../../lib/callable';
import { db } from '../../lib/db';
import { refuse } from '../../lib/refuse';
import { REFUND_SECRETS } from '../../payments/ports';
import { refundEverything } from '../../payments/refund-order';
import { releaseOrder } from '../release-order';
import { readOrder } from './staff-order';

/**
 * Admin: calls off an accepted order. One transaction ends it and gives back its stock, slot and coupon
 * use, with its audit entry: a confirmed order (to be paid on delivery, nothing paid) ends cancelled; a
 * paid one ends refunded, and then every payment it received (its own and any balance) goes back, less
 * what was refunded already. A refund that cannot be asked for leaves the order ended and the money
 * due, for staff to send.
 */
export const cancelPaidOrder = onContract(
  CALLABLES.cancelPaidOrder,
  async ({ orderId, reason }, caller) => {
    const firestore = db();
    const postedBy = await posterOf(firestore, caller);
    const to = await firestore.runTransaction(async (tx) => {
      const order = await readOrder(firestore, tx, orderId);
      if (!isStaffCancellable(order.status)) {
        throw refuse('failed-precondition', { reason: 'order-not-cancellable', status: order.status });
      }
      const nowMs = Date.now();
      const to: 'cancelled' | 'refunded' = canTransition(order.status, 'cancelled')
        ? 'cancelled'
        : 'refunded';
      releaseOrder(firestore, tx, orderId, order, to, nowMs, postedBy);
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.cancelPaidOrder,
        {
          targetPath: paths.order(orderId),
          summary: `${to === 'cancelled' ? 'Cancelled' : 'Cancelled and refunded'}: ${reason}`,
          before: { status: order.status },
          after: { status: to },
        },
        nowMs,
      );
      return to;
    });
    const refundIds = await refundEverything(
      { caller, contract: CALLABLES.cancelPaidOrder },
      { orderId, reason: `Order cancelled: ${reason}`, requestId: `cancel-${orderId}` },
    );
    return { orderId, status: to, refundId: refundIds[0] ?? null };
  },
  { secrets: REFUND_SECRETS },
);
