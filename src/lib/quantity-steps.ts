import type { Item } from '@nyama/domain/catalogue/catalog';
import { checkQuantity, orderableQuantity } from '@nyama/domain/catalogue/quantity';

/** How far one press of "more" or "less" moves: a weight step for per-kg items, one unit otherwise. */
export function quantityStep(item: Item): number {
  return item.unit === 'kg' ? item.stepGrams : 1;
}

/** The smallest quantity that can be ordered (grams or units). */
export function minimumQuantity(item: Item): number {
  return item.unit === 'kg' ? item.minGrams : 1;
}

/**
 * The largest quantity of at most `wanted` that checkQuantity accepts (stock, cap, minimum and steps), or null
 * when nothing of the item can be ordered. Used to lower a cart line when stock has fallen.
 */
export function fitQuantity(item: Item, wanted: number): number | null {
  const step = quantityStep(item);
  const cap = Math.min(wanted, orderableQuantity(item));
  const stepped = Math.floor(cap / step) * step;
  if (stepped >= minimumQuantity(item) && checkQuantity(item, stepped).ok) return stepped;
  const minimum = minimumQuantity(item);
  return checkQuantity(item, minimum).ok && minimum <= wanted ? minimum : null;
}

/** The most a customer can order now, or null when the item is sold out. */
export function maximumQuantity(item: Item): number | null {
  return fitQuantity(item, Number.MAX_SAFE_INTEGER);
}
