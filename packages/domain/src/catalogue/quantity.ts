import { z } from 'zod/mini';
import type { Item } from './catalog';
import type { RefusalSentences } from '../kernel/refusal';
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

/** An amount of an item, in its unit: grams by weight, pieces or packs by count. */
const amountFields = { unit: z.enum(['kg', 'piece', 'pack']), quantity: z.int() };

/** Why an item cannot be ordered in that quantity (decision 073): the item's name and the rule it broke. */
export const quantityRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('quantity-unchosen'), item: z.string() }),
  z.object({ reason: z.literal('quantity-below-minimum'), item: z.string(), grams: z.int() }),
  z.object({ reason: z.literal('quantity-off-step'), item: z.string(), grams: z.int() }),
  z.object({ reason: z.literal('quantity-over-cap'), item: z.string(), ...amountFields }),
  z.object({ reason: z.literal('sold-out'), item: z.string() }),
  z.object({ reason: z.literal('only-left'), item: z.string(), ...amountFields }),
]);
export type QuantityRefusal = z.infer<typeof quantityRefusalSchema>;

export const QUANTITY_SENTENCES: RefusalSentences<QuantityRefusal> = {
  'quantity-unchosen': ({ item }) => `Choose how much ${item} you want.`,
  'quantity-below-minimum': ({ item, grams }) => `${item} is sold from ${formatWeight(grams)}.`,
  'quantity-off-step': ({ item, grams }) => `${item} is sold in steps of ${formatWeight(grams)}.`,
  'quantity-over-cap': ({ item, unit, quantity }) =>
    `One order takes at most ${describeQuantity({ unit }, quantity)} of ${item}. Call us for more.`,
  'sold-out': ({ item }) => `${item} is sold out.`,
  'only-left': ({ item, unit, quantity }) => `Only ${describeQuantity({ unit }, quantity)} of ${item} left.`,
};

/**
 * Checks an ordered quantity against the item's selling rules, the cap on one line and stock.
 * Per-kg items go in steps (e.g. 250 g) from a minimum; counted items in whole units.
 */
export function checkQuantity(
  item: Item,
  quantity: number,
): { ok: true } | { ok: false; refusal: QuantityRefusal } {
  const refuse = (refusal: QuantityRefusal) => ({ ok: false, refusal }) as const;
  const name = item.name;
  if (!Number.isInteger(quantity) || quantity <= 0)
    return refuse({ reason: 'quantity-unchosen', item: name });
  if (item.unit === 'kg') {
    if (quantity < item.minGrams) {
      return refuse({ reason: 'quantity-below-minimum', item: name, grams: item.minGrams });
    }
    if (quantity % item.stepGrams !== 0) {
      return refuse({ reason: 'quantity-off-step', item: name, grams: item.stepGrams });
    }
  }
  if (quantity > lineCap(item)) {
    return refuse({ reason: 'quantity-over-cap', item: name, unit: item.unit, quantity: lineCap(item) });
  }
  const available = availableQuantity(item);
  if (quantity > available) {
    return refuse(
      available === 0
        ? { reason: 'sold-out', item: name }
        : { reason: 'only-left', item: name, unit: item.unit, quantity: available },
    );
  }
  return { ok: true };
}
