import { HttpsError } from 'firebase-functions/v2/https';
import type { Item } from '@nyama/domain/catalogue/catalog';
import type { Selling } from '@nyama/domain/callables/catalogue-callables';

type Counted = Extract<Item, { unit: 'piece' | 'pack' }>;

/** A new item's unit, selling rules, first price and stock (none: stock arrives by adjustment or goods in). */
export function newSellingFields(selling: Selling, priceCents: number) {
  if (selling.unit === 'kg') {
    const { minGrams, stepGrams } = selling;
    return { unit: 'kg' as const, minGrams, stepGrams, pricePerKgCents: priceCents, stockGrams: 0 };
  }
  return { ...countedRules(selling), unitPriceCents: priceCents, stockUnits: 0 };
}

/**
 * The item with new selling rules. Weighed and counted items cannot turn into each other: their stock and
 * price are counted in different units. A piece may become a pack (both are counted per unit).
 */
export function withSelling(item: Item, selling: Selling): Item {
  if (item.unit === 'kg' && selling.unit === 'kg') {
    return { ...item, minGrams: selling.minGrams, stepGrams: selling.stepGrams };
  }
  if (item.unit !== 'kg' && selling.unit !== 'kg') {
    const { estimatedGramsPerUnit: _previous, ...rest }: Counted = item;
    return { ...rest, ...countedRules(selling) };
  }
  throw new HttpsError(
    'failed-precondition',
    'An item sold by weight cannot become one sold by count, or the other way round: its price and stock are counted differently. Create a new item instead.',
  );
}

function countedRules(selling: Extract<Selling, { unit: 'piece' | 'pack' }>) {
  const grams = selling.estimatedGramsPerUnit;
  return { unit: selling.unit, ...(grams === null ? {} : { estimatedGramsPerUnit: grams }) };
}
