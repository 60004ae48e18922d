import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { DayTotals } from '@nyama/domain/orders/order-archive';
import { paths } from '@nyama/domain/kernel/paths';

/**
 * Adds to a day's totals (orderDays/{day}) inside the caller's transaction, the one that changes the
 * orders counted, so the totals hold exactly the archived orders. Increments need no read: many batches
 * and refunds may land on one day without contending for it.
 */
export function addToDay(
  firestore: Firestore,
  tx: Transaction,
  day: string,
  totals: DayTotals,
  nowMs: number,
): void {
  tx.set(
    firestore.doc(paths.orderDay(day)),
    {
      day,
      orders: FieldValue.increment(totals.orders),
      revenueCents: FieldValue.increment(totals.revenueCents),
      refundedCents: FieldValue.increment(totals.refundedCents),
      updatedAtMs: nowMs,
    },
    { merge: true },
  );
}
