import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { promiseLines, returnLines, type PostedBy, type PostingFields } from '@nyama/domain/inventory/ledger';
import type { Order } from '@nyama/domain/orders/order';
import { canTransition, type OrderStatus } from '@nyama/domain/kernel/order-status';
import { paths } from '@nyama/domain/kernel/paths';
import { PICKUP_ZONE_ID, slotDocId } from '@nyama/domain/delivery/slots';
import { orderSource, postMovements } from '../inventory/post-movements';

/**
 * Ends an order that will not be delivered (an unpaid one cancelled or expired, a paid one cancelled and
 * refunded) and gives back what placing it took: the stock, the delivery slot and the coupon use. The
 * stock is posted to the ledger: a `release` of what the order holds on the shelf, or, once packed, a
 * `return` of what it took to the lots it came from. Returns false, changing nothing, when the order may
 * not move. The delivery code goes too. All reads happened before: the caller passes the order it read in the same transaction.
 */
export function releaseOrder(
  firestore: Firestore,
  tx: Transaction,
  orderId: string,
  order: Order,
  to: Extract<OrderStatus, 'cancelled' | 'expired' | 'refunded'>,
  nowMs: number,
  postedBy: PostedBy,
): boolean {
  if (!canTransition(order.status, to)) return false;
  postMovements(firestore, tx, givenBack(orderId, order, postedBy), nowMs, {
    units: new Map(order.lines.map((line) => [line.itemId, line.unit])),
  });
  const zoneId = order.address?.zoneId ?? PICKUP_ZONE_ID;
  tx.set(
    firestore.doc(paths.deliverySlot(slotDocId(order.slot, zoneId))),
    { taken: FieldValue.increment(-1) },
    { merge: true },
  );
  if (order.couponCode) giveBackCouponUse(firestore, tx, order.couponCode, order.uid);
  // No driver will ask for it: kept, it would only be a secret with nothing to prove (decision 064).
  tx.delete(firestore.doc(paths.deliveryCode(orderId)));
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

/**
 * The postings that give an ended order's stock back. A line packed before the ledger kept no lots: what
 * the scale took goes back on sale, as it did then.
 */
function givenBack(orderId: string, order: Order, postedBy: PostedBy): PostingFields[] {
  const fields = { source: orderSource(orderId), reason: `Order ${order.number} ended`, postedBy };
  const packed = order.lines.flatMap((line) =>
    line.lots ? [{ itemId: line.itemId, picks: line.lots }] : [],
  );
  const onShelf = order.lines
    .filter((line) => !line.lots)
    .map((line) => ({
      itemId: line.itemId,
      quantity: line.unit === 'kg' ? (line.weighedGrams ?? line.quantity) : line.quantity,
    }));
  return [
    ...(packed.length > 0 ? [{ kind: 'return' as const, lines: returnLines(packed), ...fields }] : []),
    ...(onShelf.length > 0
      ? [{ kind: 'release' as const, lines: promiseLines('release', onShelf), ...fields }]
      : []),
  ];
}

/** The coupon's use by this order no longer counts (towards its cap and the customer's limit). */
export function giveBackCouponUse(firestore: Firestore, tx: Transaction, code: string, uid: string): void {
  tx.update(firestore.doc(paths.coupon(code)), { usedCount: FieldValue.increment(-1) });
  tx.set(firestore.doc(paths.couponUse(code, uid)), { count: FieldValue.increment(-1) }, { merge: true });
}
