import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Order } from '../../../src/domain/order';
import { canTransition, type OrderStatus } from '../../../src/domain/order-status';
import { paths } from '../../../src/domain/paths';
import { PICKUP_ZONE_ID, slotDocId } from '../../../src/domain/slots';

/**
 * Ends an order that will not be delivered (an unpaid one cancelled or expired, a paid one cancelled and
 * refunded) and gives back what placing it took: the stock (what the scale took, once weighed), the
 * delivery slot and the coupon use. Returns false, changing nothing, when the order may not move.
 * All reads happened before: the caller passes the order it read in the same transaction.
 */
export function releaseOrder(
  firestore: Firestore,
  tx: Transaction,
  orderId: string,
  order: Order,
  to: Extract<OrderStatus, 'cancelled' | 'expired' | 'refunded'>,
  nowMs: number,
): boolean {
  if (!canTransition(order.status, to)) return false;
  for (const line of order.lines) {
    const field = line.unit === 'kg' ? 'stockGrams' : 'stockUnits';
    const taken = line.unit === 'kg' ? (line.weighedGrams ?? line.quantity) : line.quantity;
    tx.update(firestore.doc(paths.item(line.itemId)), { [field]: FieldValue.increment(taken) });
  }
  const zoneId = order.address?.zoneId ?? PICKUP_ZONE_ID;
  tx.set(
    firestore.doc(paths.deliverySlot(slotDocId(order.slot, zoneId))),
    { taken: FieldValue.increment(-1) },
    { merge: true },
  );
  if (order.couponCode) giveBackCouponUse(firestore, tx, order.couponCode, order.uid);
  tx.update(firestore.doc(paths.order(orderId)), {
    status: to,
    expiresAtMs: null,
    // Nothing is collected for an order that will not be delivered; a prompt's money is refunded.
    balance: null,
    updatedAtMs: nowMs,
    statusHistory: FieldValue.arrayUnion({ status: to, atMs: nowMs }),
  });
  return true;
}

/** The coupon's use by this order no longer counts (towards its cap and the customer's limit). */
export function giveBackCouponUse(firestore: Firestore, tx: Transaction, code: string, uid: string): void {
  tx.update(firestore.doc(paths.coupon(code)), { usedCount: FieldValue.increment(-1) });
  tx.set(firestore.doc(paths.couponUse(code, uid)), { count: FieldValue.increment(-1) }, { merge: true });
}
