import type { Item } from '@nyama/domain/catalogue/catalog';
import { formatWeight } from '@nyama/domain/kernel/weight';
import { m } from '../../../paraglide/messages';

/** A quantity in the page's language, as the domain's describeQuantity writes it in English: "750 g", "2 pc". */
export function quantityWords(item: Pick<Item, 'unit'>, quantity: number): string {
  if (item.unit === 'kg') return formatWeight(quantity);
  return item.unit === 'piece'
    ? m.store_quantity_pieces({ count: quantity })
    : m.store_quantity_packs({ count: quantity });
}
