import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { paths } from '@nyama/domain/kernel/paths';
import {
  addShopDayTotals,
  noShopDayTotals,
  shopDayShareOf,
  shopDayShareSchema,
  type ShopDayShare,
  type ShopDayTotals,
} from '@nyama/domain/payments/shop-day';
import type { Order } from '@nyama/domain/orders/order';
import { parseDoc } from '../lib/db';

/** Whether every number in it is 0: the order's share did not change. */
function isNothing(value: unknown): boolean {
  if (typeof value === 'number') return value === 0;
  if (value && typeof value === 'object') return Object.values(value).every(isNothing);
  return true;
}

/** Totals as Firestore increments: every number added where it lies, names and units set as they are. */
function increments(value: unknown): unknown {
  if (typeof value === 'number') return FieldValue.increment(value);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, increments(inner)]));
  }
  return value;
}

/**
 * Adds `totals` to a day's (shopDays/{day}) inside the caller's transaction. Increments need no read, so
 * the orders of one day never contend for its document; every field is written, zeros too, so the day
 * always reads as whole totals.
 */
export function addToShopDay(
  firestore: Firestore,
  tx: Transaction,
  day: string,
  totals: ShopDayTotals,
  nowMs: number,
): void {
  tx.set(
    firestore.doc(paths.shopDay(day)),
    { day, ...(increments(totals) as object), updatedAtMs: nowMs },
    { merge: true },
  );
}

/**
 * Reads what an order last added to its day; call before the transaction's first write. Null when it
 * added nothing yet.
 */
export async function readShopDayShare(
  firestore: Firestore,
  tx: Transaction,
  orderId: string,
): Promise<ShopDayShare | null> {
  const snap = await tx.get(firestore.doc(paths.shopDayShare(orderId)));
  return snap.exists ? parseDoc(shopDayShareSchema, snap.data(), snap.ref.path) : null;
}

/**
 * Brings the order's share of its day in line with the order as it is now (null: the order is gone):
 * the last share taken away and the new one added, on the same day or moved to another, and the new
 * share kept. Nothing is written when nothing changed, so a re-run adds nothing.
 */
export function syncShopDayShare(
  firestore: Firestore,
  tx: Transaction,
  orderId: string,
  last: ShopDayShare | null,
  order: Order | null,
  nowMs: number,
): void {
  const next = order ? shopDayShareOf(order) : null;
  if (last && next && last.day === next.day) {
    const change = addShopDayTotals(next.totals, last.totals, -1);
    if (isNothing(change)) return;
    addToShopDay(firestore, tx, next.day, change, nowMs);
  } else {
    if (!last && !next) return;
    if (last)
      addToShopDay(firestore, tx, last.day, addShopDayTotals(noShopDayTotals(), last.totals, -1), nowMs);
    if (next) addToShopDay(firestore, tx, next.day, next.totals, nowMs);
  }
  const shareRef = firestore.doc(paths.shopDayShare(orderId));
  if (next) tx.set(shareRef, next);
  else tx.delete(shareRef);
}
