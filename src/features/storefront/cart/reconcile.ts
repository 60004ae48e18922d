import type { Item } from '@nyama/domain/catalogue/catalog';
import { priceAt } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import { checkQuantity } from '@nyama/domain/catalogue/quantity';
import { fitQuantity } from '../../../lib/quantity-steps';
import type { CartLine } from '@nyama/domain/orders/cart-lines';
import { UNIT_WORDS } from '../../../lib/unit-words';
import { m } from '../../../paraglide/messages';
import { quantityRefusalWords, quantityWords } from '../../../lib/quantity-words';

/** What changed in the shop since an item went into the cart. */
export type CartChange =
  | { kind: 'priceChanged'; itemId: string; item: Item; fromCents: number; toCents: number }
  | { kind: 'fewerLeft'; itemId: string; item: Item; from: number; to: number }
  | { kind: 'soldOut'; itemId: string; item: Item; from: number }
  | { kind: 'withdrawn'; itemId: string; name: string };

/**
 * Brings cart lines up to date with the shop's current items (`current` holds the items found; an
 * absent id was deleted). Prices follow the shop, quantities fall to what is left (on a step), lines
 * that can no longer be bought leave the cart; each difference is reported for the customer.
 * Prices compare at `nowMs`, so a price set for later counts once its time has come.
 */
export function reconcileCart(
  lines: CartLine[],
  current: ReadonlyMap<string, Item>,
  nowMs: number,
): { lines: CartLine[]; changes: CartChange[] } {
  const kept: CartLine[] = [];
  const changes: CartChange[] = [];
  for (const line of lines) {
    const item = current.get(line.itemId);
    if (!item || !item.active || item.unit !== line.item.unit) {
      changes.push({ kind: 'withdrawn', itemId: line.itemId, name: line.item.name });
      continue;
    }
    const quantity = fitQuantity(item, line.quantity);
    if (quantity === null) {
      changes.push({ kind: 'soldOut', itemId: line.itemId, item, from: line.quantity });
      continue;
    }
    const fromCents = priceAt(line.item, nowMs);
    const toCents = priceAt(item, nowMs);
    if (toCents !== fromCents)
      changes.push({ kind: 'priceChanged', itemId: line.itemId, item, fromCents, toCents });
    if (quantity !== line.quantity) {
      changes.push({ kind: 'fewerLeft', itemId: line.itemId, item, from: line.quantity, to: quantity });
    }
    kept.push({ ...line, quantity, item });
  }
  return { lines: kept, changes };
}

/**
 * The change as a sentence for the cart page. English gives the domain's reason a quantity no longer fits
 * (its sentences are English); Kiswahili says what changed in words of its own.
 */
export function describeCartChange(change: CartChange): string {
  switch (change.kind) {
    case 'priceChanged':
      return m.store_cart_price_changed({
        name: change.item.name,
        price: formatKes(change.toCents),
        unit: UNIT_WORDS[change.item.unit](),
        was: formatKes(change.fromCents),
      });
    case 'fewerLeft':
      return m.store_cart_fewer_left({
        reason: whyNot(change.item, change.from),
        name: change.item.name,
        from: quantityWords(change.item, change.from),
        to: quantityWords(change.item, change.to),
      });
    case 'soldOut':
      return m.store_cart_sold_out({ reason: whyNot(change.item, change.from), name: change.item.name });
    case 'withdrawn':
      return m.store_cart_withdrawn({ name: change.name });
  }
}

function whyNot(item: Item, quantity: number): string {
  const check = checkQuantity(item, quantity);
  return check.ok ? m.store_cart_sold_differently({ name: item.name }) : quantityRefusalWords(check.refusal);
}
