import type { Order } from '../orders/order';
import { UNPAID_ORDER_LIFETIME_MS } from '../kernel/order-status';

/**
 * Where paying an order stands, from the live order (never from a URL or a screen's memory): the customer's
 * /paymentprocess and the Admin following a phone order's prompt read it alike. `unconfirmed`: the provider
 * never said whether it took the last request, so a prompt may be on the phone (decision 026).
 */
export type PaymentStage =
  'notStarted' | 'waiting' | 'unconfirmed' | 'failed' | 'onDelivery' | 'paid' | 'closed';

export function paymentStage(order: Pick<Order, 'status' | 'payment'>): PaymentStage {
  if (order.status === 'cancelled' || order.status === 'expired' || order.status === 'refunded')
    return 'closed';
  if (order.status === 'paymentFailed' || order.payment?.state === 'failed') return 'failed';
  if (order.status === 'pending' && order.payment === null) return 'notStarted';
  if (order.status === 'pending' || order.status === 'awaitingPayment') {
    return order.payment?.state === 'unknown' ? 'unconfirmed' : 'waiting';
  }
  // A pay-on-delivery order stays unpaid through packing and weighing: only a payment makes it paid.
  return order.payment?.state === 'succeeded' ? 'paid' : 'onDelivery';
}

/**
 * Until when an unpaid order is kept only for its payment in flight: its own time to pay is up, and it
 * expires once the payment's window has passed (decision 026). Null when that is not what keeps it.
 */
export function heldForPaymentUntil(
  order: Pick<Order, 'status' | 'payment' | 'createdAtMs' | 'expiresAtMs'>,
  nowMs: number,
): number | null {
  const stage = paymentStage(order);
  if ((stage !== 'waiting' && stage !== 'unconfirmed') || order.expiresAtMs === null) return null;
  const ownTimeUp = nowMs >= order.createdAtMs + UNPAID_ORDER_LIFETIME_MS;
  return ownTimeUp && nowMs < order.expiresAtMs ? order.expiresAtMs : null;
}

/**
 * When the customer may try paying again while the last payment's outcome is unknown: the shop refuses
 * another before then, as paying twice could charge twice (decision 026). Null when nothing holds it.
 */
export function payAgainFrom(order: Pick<Order, 'status' | 'payment'>, nowMs: number): number | null {
  const from = order.payment?.payAgainFromMs;
  return paymentStage(order) === 'unconfirmed' && from !== undefined && nowMs < from ? from : null;
}
