import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { butcherSchema } from '@nyama/domain/catalogue/catalog';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { canTransition, type OrderStatus } from '@nyama/domain/kernel/order-status';
import { paths } from '@nyama/domain/kernel/paths';
import { parseDoc } from '../../lib/db';
import { refuse } from '../../lib/refuse';

/** Reads an order inside a staff action's transaction, or answers that there is none. */
export async function readOrder(firestore: Firestore, tx: Transaction, orderId: string): Promise<Order> {
  const snap = await tx.get(firestore.doc(paths.order(orderId)));
  if (!snap.exists) throw refuse('not-found', { reason: 'order-missing' });
  return parseDoc(orderSchema, snap.data(), snap.ref.path);
}

/** The butcher as the order records them, or a clear refusal for an unknown one. */
export async function readButcher(firestore: Firestore, tx: Transaction, butcherId: string) {
  const snap = await tx.get(firestore.doc(paths.butcher(butcherId)));
  if (!snap.exists) throw refuse('not-found', { reason: 'butcher-missing' });
  return { butcherId, butcherName: parseDoc(butcherSchema, snap.data(), snap.ref.path).name };
}

/**
 * The fields that move an order to `to` through the state machine only, with its history; a move the
 * machine does not allow is refused with the order's current state and the one asked for.
 */
export function advance(order: Order, to: OrderStatus, nowMs: number) {
  if (!canTransition(order.status, to)) {
    throw refuse('failed-precondition', { reason: 'order-cannot-become', from: order.status, to });
  }
  return {
    status: to,
    statusHistory: [...order.statusHistory, { status: to, atMs: nowMs }],
    updatedAtMs: nowMs,
  };
}
