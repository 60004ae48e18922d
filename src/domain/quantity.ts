import type { Item } from './catalog';
import { formatWeight } from './weight';

/** Catch weight: the packed weight may differ from the ordered one by this much (basis points, 1000 = 10%). */
export const WEIGHT_TOLERANCE_BPS = 1000;

/** What can be ordered of an item right now: grams for per-kg items, units otherwise. */
export function availableQuantity(item: Item): number {
  return item.unit === 'kg' ? item.stockGrams : item.stockUnits;
}

export function describeQuantity(item: Pick<Item, 'unit'>, quantity: number): string {
  return item.unit === 'kg' ? formatWeight(quantity) : `${quantity} ${item.unit === 'piece' ? 'pc' : 'pack'}`;
}

/**
 * Checks an ordered quantity against the item's selling rules and stock.
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
