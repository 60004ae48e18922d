import type { Item } from '@nyama/domain/catalogue/catalog';
import { addToLines, type CartLine } from '@nyama/domain/orders/cart-lines';
import { checkQuantity } from '@nyama/domain/catalogue/quantity';
import { quantityRefusalWords } from '../../../../lib/quantity-words';
import { cartDb, readCartLines } from './cart-db';
import { followCart, showCartLines } from './cart-store';

/** Added, or why not in the page's language. */
type CartResult = { ok: true } | { ok: false; reason: string };

/**
 * Adds to the cart, on top of what is already there for the item. The total is checked against the
 * item as just read (steps, minimum, stock), so the customer hears "only N left" before checkout.
 */
export async function addToCart(itemId: string, item: Item, quantity: number): Promise<CartResult> {
  // The first line creates the cart on this device: from now on the cart's screens read it (decision 052).
  void followCart();
  // A database whose opening failed stays closed until it is opened again (Dexie): each add tries.
  await cartDb.open();
  const result = await cartDb.transaction('rw', cartDb.lines, async () => {
    const existing = await cartDb.lines.get(itemId);
    const added = addToLines(existing ? [existing] : [], itemId, item, quantity, Date.now());
    if (!added.ok) return { ok: false as const, reason: quantityRefusalWords(added.refusal) };
    await cartDb.lines.put(added.line);
    return { ok: true as const, lines: await readCartLines() };
  });
  if (!result.ok) return result;
  // Committed: the line survives a reload from here on, and the header says so.
  showCartLines(result.lines);
  return { ok: true };
}

/** Changes a line's quantity; the caller offers only quantities that checkQuantity accepts. */
export async function setLineQuantity(line: CartLine, quantity: number): Promise<CartResult> {
  const check = checkQuantity(line.item, quantity);
  if (!check.ok) return { ok: false, reason: quantityRefusalWords(check.refusal) };
  await cartDb.lines.update(line.itemId, { quantity });
  return { ok: true };
}

export async function removeLine(itemId: string): Promise<void> {
  await cartDb.lines.delete(itemId);
}

/** Logout resets the cart (spec "Logout clearing"); a placed order also empties it. */
export async function clearCart(): Promise<void> {
  await cartDb.lines.clear();
}
