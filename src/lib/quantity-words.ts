import { isInStock, type Item } from '@nyama/domain/catalogue/catalog';
import { availableQuantity, checkQuantity, type QuantityRefusal } from '@nyama/domain/catalogue/quantity';
import { sayRefusal, type RefusalSentences } from '@nyama/domain/kernel/refusal';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { TAX_RATE_BPS, type TaxType } from '@nyama/domain/kernel/tax-type';
import { m } from '../paraglide/messages';

/**
 * The domain's quantities and selling rules in the page's language (decision 072). The domain words them in
 * English for the functions too (`describeQuantity`, `checkQuantity`, `describeStock`…); English here reads
 * word for word as the domain's, which the tests hold.
 */

/** A quantity, as the domain's describeQuantity writes it in English: "750 g", "2 pc". */
export function quantityWords(item: Pick<Item, 'unit'>, quantity: number): string {
  if (item.unit === 'kg') return formatWeight(quantity);
  return item.unit === 'piece'
    ? m.store_quantity_pieces({ count: quantity })
    : m.store_quantity_packs({ count: quantity });
}

/** Why an item cannot be ordered in that quantity (decision 073), in the page's language. */
export const QUANTITY_WORDS: RefusalSentences<QuantityRefusal> = {
  'quantity-unchosen': ({ item }) => m.shared_quantity_choose({ name: item }),
  'quantity-below-minimum': ({ item, grams }) =>
    m.shared_quantity_from({ name: item, weight: formatWeight(grams) }),
  'quantity-off-step': ({ item, grams }) =>
    m.shared_quantity_steps({ name: item, weight: formatWeight(grams) }),
  'quantity-over-cap': ({ item, unit, quantity }) =>
    m.shared_quantity_at_most({ name: item, quantity: quantityWords({ unit }, quantity) }),
  'sold-out': ({ item }) => m.shared_quantity_sold_out({ name: item }),
  'only-left': ({ item, unit, quantity }) =>
    m.shared_quantity_only_left({ name: item, quantity: quantityWords({ unit }, quantity) }),
};

export const quantityRefusalWords = (refusal: QuantityRefusal): string => sayRefusal(QUANTITY_WORDS, refusal);

/** Why `checkQuantity` refuses this quantity, or null when it accepts it. */
export function quantityRefusal(item: Item, quantity: number): string | null {
  const check = checkQuantity(item, quantity);
  return check.ok ? null : quantityRefusalWords(check.refusal);
}

/** "12 kg in stock", "3 pc in stock" or "Sold out". */
export function stockWords(item: Item): string {
  return isInStock(item)
    ? m.shared_item_in_stock({ quantity: quantityWords(item, availableQuantity(item)) })
    : m.shared_item_sold_out();
}

/** The VAT class as customers read it: prices already include it. */
export function vatWords(taxType: TaxType): string {
  const rateBps = TAX_RATE_BPS[taxType];
  return rateBps === 0
    ? m.shared_item_vat_exempt()
    : m.shared_item_vat_included({ rate: String(rateBps / 100) });
}

/** How the item is sold, e.g. "Sold by weight, from 500 g in steps of 250 g" or "…, about 1.4 kg each". */
export function sellingWords(item: Item): string {
  if (item.unit === 'kg') {
    return m.shared_item_by_weight({ min: formatWeight(item.minGrams), step: formatWeight(item.stepGrams) });
  }
  const sold = item.unit === 'piece' ? m.shared_item_by_piece() : m.shared_item_by_pack();
  return item.estimatedGramsPerUnit
    ? m.shared_item_each({ sold, weight: formatWeight(item.estimatedGramsPerUnit) })
    : sold;
}
