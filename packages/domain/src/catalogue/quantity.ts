import type { Item } from './catalog';
import { formatWeight } from '../kernel/weight';

/** Catch weight: the packed weight may differ from the ordered one by this much (basis points, 1000 = 10%). */
export const WEIGHT_TOLERANCE_BPS = 1000;

/** What can be ordered of an item right now: grams for per-kg items, units otherwise. */
export function availableQuantity(item: Item): number {
  return item.unit === 'kg' ? item.stockGrams : item.stockUnits;
}

/**
 * The most of one item a single order may hold, whatever the stock: a customer cannot hold a whole
 * delivery of stock unpaid (docs/decisions/025-order-abuse-limits.md). Bigger orders go through staff.
 */
export const MAX_LINE_GRAMS = 50_000;
export const MAX_LINE_UNITS = 50;

function lineCap(item: Pick<Item, 'unit'>): number {
  return item.unit === 'kg' ? MAX_LINE_GRAMS : MAX_LINE_UNITS;
}

/** What one order may ask of an item now: its stock, up to the cap on one line. */
export function orderableQuantity(item: Item): number {
  return Math.min(availableQuantity(item), lineCap(item));
}

export function describeQuantity(item: Pick<Item, 'unit'>, quantity: number): string {
  return item.unit === 'kg' ? formatWeight(quantity) : `${quantity} ${item.unit === 'piece' ? 'pc' : 'pack'}`;
}

/**
 * Checks an ordered quantity against the item's selling rules, the cap on one line and stock.
 * Per-kg items go in steps (e.g. 250 g) from a minimum; counted items in whole units.
 */
export function checkQuantity(item: Item, quantity: number): { ok: true } | { ok: false; reason: string } {
  if (!Number.isInteger(quantity) || quantity <= 0)
    return { ok: false, reason: `Choose how much ${item.name} you want.` };
  if (item.unit === 'kg') {
    if (quantity < item.minGrams) {
      return { ok: false, reason: `${item.name} is sold from ${formatWeight(item.minGrams)}.` };
    }
    if (quantity % item.stepGrams !== 0) {
      return { ok: false, reason: `${item.name} is sold in steps of ${formatWeight(item.stepGrams)}.` };
    }
  }
  if (quantity > lineCap(item)) {
    return {
      ok: false,
      reason: `One order takes at most ${describeQuantity(item, lineCap(item))} of ${item.name}. Call us for more.`,
    };
  }
  const available = availableQuantity(item);
  if (quantity > available) {
    return {
      ok: false,
      reason:
        available === 0
          ? `${item.name} is sold out.`
          : `Only ${describeQuantity(item, available)} of ${item.name} left.`,
    };
  }
  return { ok: true };
}
