import type { Order } from './order';

/**
 * Where paying an order stands, from the live order (never from a URL or a screen's memory): the customer's
 * /paymentprocess and the Admin following a phone order's prompt read it alike.
 */
export type PaymentStage = 'notStarted' | 'waiting' | 'failed' | 'onDelivery' | 'paid' | 'closed';

export function paymentStage(order: Pick<Order, 'status' | 'payment'>): PaymentStage {
  if (order.status === 'cancelled' || order.status === 'expired' || order.status === 'refunded')
    return 'closed';
  if (order.status === 'paymentFailed' || order.payment?.state === 'failed') return 'failed';
  if (order.status === 'pending' && order.payment === null) return 'notStarted';
  if (order.status === 'pending' || order.status === 'awaitingPayment') return 'waiting';
  // A pay-on-delivery order stays unpaid through packing and weighing: only a payment makes it paid.
  return order.payment?.state === 'succeeded' ? 'paid' : 'onDelivery';
}
