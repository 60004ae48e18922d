import { z } from 'zod/mini';
import { itemSchema, type Item } from '../catalogue/catalog';
import { checkQuantity, type QuantityRefusal } from '../catalogue/quantity';

/**
 * One line of a basket kept on a device: the customer's cart, or a phone order staff are taking.
 * `quantity` is grams for per-kg items and a count otherwise. `item` is the item as last seen (name, unit,
 * price, stock), so the basket prices itself offline; the cart's reconciliation refreshes it when online.
 */
export const cartLineSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
  addedAtMs: z.int(),
  item: itemSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * Adds `quantity` of an item on top of what the lines already hold of it. The total is checked against the
 * item as just read (steps, minimum, stock), so "only N left" is heard before checkout. `line` is the
 * item's line as it now is.
 */
export function addToLines(
  lines: CartLine[],
  itemId: string,
  item: Item,
  quantity: number,
  nowMs: number,
): { ok: true; line: CartLine; lines: CartLine[] } | { ok: false; refusal: QuantityRefusal } {
  const existing = lines.find((line) => line.itemId === itemId);
  const total = (existing?.quantity ?? 0) + quantity;
  const check = checkQuantity(item, total);
  if (!check.ok) return check;
  const line: CartLine = { itemId, item, quantity: total, addedAtMs: existing?.addedAtMs ?? nowMs };
  return {
    ok: true,
    line,
    lines: existing
      ? lines.map((candidate) => (candidate.itemId === itemId ? line : candidate))
      : [...lines, line],
  };
}

/** A line as the domain's priceOrder takes it. */
export function toPricedLine(line: CartLine) {
  return { item: { ...line.item, id: line.itemId }, quantity: line.quantity };
}
