import Dexie, { type EntityTable } from 'dexie';
import { cartLineSchema, type CartLine } from '../../../../domain/cart-lines';

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
