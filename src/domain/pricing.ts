import { unitPriceCents, type Item } from './catalog';
import type { Cents } from './money';
import type { Grams } from './weight';

/**
 * What one cart line costs and weighs. `quantity` is grams for per-kg items and a count otherwise.
 * Per-kg lines round to the nearest cent once, at the line, so totals are sums of integers.
 */
export function priceLine(item: Item, quantity: number): { lineTotalCents: Cents; estimatedGrams: Grams } {
  if (item.unit === 'kg') {
    return { lineTotalCents: Math.round((item.pricePerKgCents * quantity) / 1000), estimatedGrams: quantity };
  }
  return {
    lineTotalCents: unitPriceCents(item) * quantity,
    estimatedGrams: (item.estimatedGramsPerUnit ?? 0) * quantity,
  };
}

/** Prices are VAT-inclusive; this is the VAT contained in a gross amount at `rateBps`. */
export function includedTaxCents(grossCents: Cents, rateBps: number): Cents {
  return Math.round((grossCents * rateBps) / (10_000 + rateBps));
}
