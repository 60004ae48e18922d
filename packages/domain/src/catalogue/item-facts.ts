import type { Item } from './catalog';
import { availableQuantity, describeQuantity } from './quantity';
import { isInStock } from './catalog';
import { formatWeight } from '../kernel/weight';
import { TAX_RATE_BPS, type TaxType } from '../kernel/tax-type';

/** "12 kg in stock", "3 pc in stock" or "Sold out". */
export function describeStock(item: Item): string {
  return isInStock(item) ? `${describeQuantity(item, availableQuantity(item))} in stock` : 'Sold out';
}

/** The VAT class as customers read it: prices already include it. */
export function describeVat(taxType: TaxType): string {
  const rateBps = TAX_RATE_BPS[taxType];
  return rateBps === 0 ? 'VAT exempt (fresh produce)' : `Includes VAT at ${rateBps / 100}%`;
}

/** How the item is sold, e.g. "Sold by weight, from 500 g in steps of 250 g" or "…, about 1.4 kg each". */
export function describeSelling(item: Item): string {
  if (item.unit === 'kg') {
    return `Sold by weight, from ${formatWeight(item.minGrams)} in steps of ${formatWeight(item.stepGrams)}`;
  }
  const sold = item.unit === 'piece' ? 'Sold by the piece' : 'Sold by the pack';
  return item.estimatedGramsPerUnit
    ? `${sold}, about ${formatWeight(item.estimatedGramsPerUnit)} each`
    : sold;
}
