import { liveQuery, type EntityTable } from 'dexie';
import { cartLineSchema, type CartLine } from '@nyama/domain/orders/cart-lines';
import { deviceDatabase } from '../../../../lib/device-database';
import { DEVICE_DATABASES } from '../../../../lib/device-databases';

/** IndexedDB rather than memory: the cart survives reloads, sign-in, going offline and closing the tab. */
export const cartDb = deviceDatabase<{ lines: EntityTable<CartLine, 'itemId'> }>(DEVICE_DATABASES.cart, [
  { lines: 'itemId, addedAtMs' },
]);

/** Reads the lines in the order they were added, dropping any row an older app version left malformed. */
export async function readCartLines(): Promise<CartLine[]> {
  const rows = await cartDb.lines.orderBy('addedAtMs').toArray();
  return rows.flatMap((row) => {
    const parsed = cartLineSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Calls `next` with the lines now and after every change, from any tab, or `fail` once if the browser
 * refuses the cart. The database is opened first: a live query on a database whose opening failed waits,
 * silently, for it to be opened again (Dexie), and the cart's screens would load for ever.
 */
export function watchCartLines(next: (lines: CartLine[]) => void, fail: (error: unknown) => void): void {
  cartDb.open().then(() => liveQuery(readCartLines).subscribe({ next, error: fail }), fail);
}
