import { logger } from 'firebase-functions/v2';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { paymentSchema, type Payment } from '@nyama/domain/payments/payment';
import { refundableCents, refundSchema, UNWANTED_PAYMENT_REQUEST } from '@nyama/domain/payments/refund';
import { THE_SHOP } from '../lib/audit';
import { db, parseDoc } from '../lib/db';
import type { RefundActor } from './refund-on-order';
import { requestRefund, type RefundStarted } from './request-refund';

/** The shop itself asks for these refunds, so the order's trail and the refund say the shop did it. */
const UNWANTED: RefundActor = { caller: THE_SHOP, contract: { name: 'refundUnwantedPayment' } };

/** Why the money goes back, for the customer and the back office. */
function whyUnwanted(payment: Payment, order: Order): string {
  if (payment.purpose === 'balance') {
    return `The balance of order ${order.number} was no longer due when this payment arrived.`;
  }
  if (payment.purpose === 'door') {
    return `Order ${order.number} owed nothing more at the door when this payment arrived.`;
  }
  if (order.status === 'expired' || order.status === 'cancelled') {
    return `Order ${order.number} was ${order.status} when this payment arrived.`;
  }
  return `Order ${order.number} was already paid when this payment arrived.`;
}

/**
 * Gives back, whole, a payment settlement kept for a refund (needsRefund: money for an order expired,
 * cancelled or paid by another attempt, or a balance nobody asks for any more), through the one refund
 * path (decision 014), so it shows among the order's refunds for staff and the customer (decision 026).
 * Idempotent: the request is named `unwanted`, and what staff refunded already is not refunded again.
 * Never throws: a refund that cannot be asked for leaves the payment flagged, for staff to refund from the
 * order's payments. A function that settles payments declares its provider's refund secrets.
 */
export async function refundUnwanted(paymentId: string): Promise<RefundStarted | null> {
  try {
    const firestore = db();
    const paymentPath = paths.payment(paymentId);
    const payment = parseDoc(paymentSchema, (await firestore.doc(paymentPath).get()).data(), paymentPath);
    const orderPath = paths.order(payment.orderId);
    const order = parseDoc(orderSchema, (await firestore.doc(orderPath).get()).data(), orderPath);
    const refunds = await firestore.collection(COLLECTIONS.refunds).where('paymentId', '==', paymentId).get();
    const amountCents = refundableCents(
      payment,
      refunds.docs.map((doc) => parseDoc(refundSchema, doc.data(), doc.ref.path)),
    );
    if (amountCents === 0) return null;
    return await requestRefund(
      { paymentId, amountCents, reason: whyUnwanted(payment, order), requestId: UNWANTED_PAYMENT_REQUEST },
      UNWANTED,
    );
  } catch (error) {
    logger.error(`Payment ${paymentId} arrived unwanted and could not be refunded: staff refund it`, {
      error: String(error),
    });
    return null;
  }
}
