import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { CALLABLES } from '../../../../src/domain/callables';
import { canTransition, isStaffCancellable, ORDER_STATUS_LABEL } from '../../../../src/domain/order-status';
import { COLLECTIONS, paths } from '../../../../src/domain/paths';
import { paymentSchema } from '../../../../src/domain/payment';
import { refundableCents, refundSchema } from '../../../../src/domain/refund';
import { recordAudit } from '../../lib/audit';
import { onContract, type Caller } from '../../lib/callable';
import { db, parseDoc } from '../../lib/db';
import { REFUND_SECRETS } from '../../payments/ports';
import { requestRefund } from '../../payments/request-refund';
import { releaseOrder } from '../release-order';
import { readOrder } from './staff-order';

/**
 * Admin: calls off an accepted order. One transaction ends it and gives back its stock, slot and coupon
 * use, with its audit entry: a confirmed order (to be paid on delivery, nothing paid) ends cancelled; a
 * paid one ends refunded, and then what was paid and not yet refunded goes back to the customer.
 * A refund that cannot be asked for leaves the order ended and the money due, for staff to send.
 */
export const cancelPaidOrder = onContract(
  CALLABLES.cancelPaidOrder,
  async ({ orderId, reason }, caller) => {
    const firestore = db();
    const { to, paymentId } = await firestore.runTransaction(async (tx) => {
      const order = await readOrder(firestore, tx, orderId);
      if (!isStaffCancellable(order.status)) {
        throw new HttpsError(
          'failed-precondition',
          `This order is ${ORDER_STATUS_LABEL[order.status].toLowerCase()}; only an accepted order not on the road can be cancelled.`,
        );
      }
      const nowMs = Date.now();
      const to: 'cancelled' | 'refunded' = canTransition(order.status, 'cancelled')
        ? 'cancelled'
        : 'refunded';
      releaseOrder(firestore, tx, orderId, order, to, nowMs);
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
      return { to, paymentId: order.payment?.state === 'succeeded' ? order.payment.paymentId : null };
    });
    return { orderId, status: to, refundId: await refundRest(caller, orderId, paymentId, reason) };
  },
  { secrets: REFUND_SECRETS },
);

/** Refunds whatever of the payment is not refunded yet (a weighing may already have sent part of it). */
async function refundRest(caller: Caller, orderId: string, paymentId: string | null, reason: string) {
  if (paymentId === null) return null;
  try {
    const firestore = db();
    const paymentSnap = await firestore.doc(paths.payment(paymentId)).get();
    const payment = parseDoc(paymentSchema, paymentSnap.data(), paymentSnap.ref.path);
    const refunds = await firestore.collection(COLLECTIONS.refunds).where('paymentId', '==', paymentId).get();
    const amountCents = refundableCents(
      payment,
      refunds.docs.map((doc) => parseDoc(refundSchema, doc.data(), doc.ref.path)),
    );
    if (amountCents === 0) return null;
    const { refundId } = await requestRefund(
      {
        paymentId,
        amountCents,
        reason: `Order cancelled: ${reason}`.slice(0, 200),
        requestId: `cancel-${orderId}`,
      },
      { caller, contract: CALLABLES.cancelPaidOrder },
    );
    return refundId;
  } catch (error) {
    logger.warn(`The payment of cancelled order ${orderId} could not be refunded`, { error: String(error) });
    return null;
  }
}
