import { refuse } from '../lib/refuse';
import type { Order } from '@nyama/domain/orders/order';
import { canTransition } from '@nyama/domain/kernel/order-status';

/**
 * Refuses, with the sentence to show, an order that may not be paid now. A retry is allowed while a
 * payment is awaited (a prompt that never showed) and after a failed attempt.
 */
export function assertPayable(order: Order, uid: string, nowMs: number): void {
  if (order.uid !== uid) throw refuse('permission-denied', { reason: 'pay-not-yours' });
  if (order.status === 'expired' || (order.expiresAtMs !== null && order.expiresAtMs <= nowMs)) {
    throw refuse('failed-precondition', { reason: 'order-expired' });
  }
  if (order.status === 'cancelled') throw refuse('failed-precondition', { reason: 'order-cancelled' });
  if (order.status !== 'awaitingPayment' && !canTransition(order.status, 'awaitingPayment')) {
    throw refuse('failed-precondition', { reason: 'order-paid' });
  }
  if (order.totalCents <= 0) throw refuse('failed-precondition', { reason: 'nothing-to-pay' });
}
