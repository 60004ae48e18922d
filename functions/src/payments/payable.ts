import { HttpsError } from 'firebase-functions/v2/https';
import type { Order } from '@nyama/domain/orders/order';
import { canTransition } from '@nyama/domain/kernel/order-status';

/**
 * Refuses, with the sentence to show, an order that may not be paid now. A retry is allowed while a
 * payment is awaited (a prompt that never showed) and after a failed attempt.
 */
export function assertPayable(order: Order, uid: string, nowMs: number): void {
  if (order.uid !== uid) throw new HttpsError('permission-denied', 'You can only pay for your own orders.');
  if (order.status === 'expired' || (order.expiresAtMs !== null && order.expiresAtMs <= nowMs)) {
    throw new HttpsError('failed-precondition', 'This order has expired. Place it again to pay.');
  }
  if (order.status === 'cancelled') throw new HttpsError('failed-precondition', 'This order was cancelled.');
  if (order.status !== 'awaitingPayment' && !canTransition(order.status, 'awaitingPayment')) {
    throw new HttpsError('failed-precondition', 'This order is already paid.');
  }
  if (order.totalCents <= 0) throw new HttpsError('failed-precondition', 'This order has nothing to pay.');
}
