import Dexie, { type EntityTable } from 'dexie';
import { z } from 'zod';
import { itemSchema } from '../../../../domain/catalog';

/**
 * One cart line as kept on the device. `quantity` is grams for per-kg items and a count otherwise.
 * `item` is the item as last seen (name, unit, price, stock), so the cart prices itself offline;
 * reconciliation refreshes it from Firestore when online.
 */
export const cartLineSchema = z.object({
  itemId: z.string().min(1),
  quantity: z.number().int().positive(),
  addedAtMs: z.number().int(),
  item: itemSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** IndexedDB rather than memory: the cart survives reloads, sign-in, going offline and closing the tab. */
class CartDatabase extends Dexie {
  lines!: EntityTable<CartLine, 'itemId'>;

  constructor() {
    super('nyama-cart');
    this.version(1).stores({ lines: 'itemId, addedAtMs' });
  }
}

export const cartDb = new CartDatabase();

/** Reads the lines in the order they were added, dropping any row an older app version left malformed. */
export async function readCartLines(): Promise<CartLine[]> {
  const rows = await cartDb.lines.orderBy('addedAtMs').toArray();
  return rows.flatMap((row) => {
    const parsed = cartLineSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A line as the domain's priceOrder takes it. */
export function toPricedLine(line: CartLine) {
  return { item: { ...line.item, id: line.itemId }, quantity: line.quantity };
}
