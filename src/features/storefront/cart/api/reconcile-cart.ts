import { queryOptions } from '@tanstack/react-query';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { DEVICE_DATABASES, mayHoldDatabase } from '../../../../lib/device-databases';
import { fetchItemsByIds } from '../../catalog/public';
import { reconcileCart, type CartChange } from '../reconcile';

const cartKeys = { reconciliation: () => ['cart', 'reconciliation'] as const };

/**
 * Checks the cart against the shop's current prices and stock and writes the result back to the cart.
 * A query (not an effect) so react-query runs it only online, again on reconnect and focus, and keeps
 * the list of changes to show until the next check.
 */
export const cartReconciliationQuery = () =>
  queryOptions({
    queryKey: cartKeys.reconciliation(),
    queryFn: async (): Promise<CartChange[]> => {
      // A device with no cart has nothing to check, and a first visit's /cart loads no Dexie (decision 052).
      if (!(await mayHoldDatabase(DEVICE_DATABASES.cart))) return [];
      const { readCartLines } = await import('./cart-db');
      const ids = (await readCartLines()).map((line) => line.itemId);
      if (ids.length === 0) return [];
      return applyCurrentItems(new Set(ids), await fetchItemsByIds(ids));
    },
    staleTime: 30_000,
  });

/**
 * Reconciles inside one transaction, on the lines as they are now: a line added while the items were
 * being fetched was not checked, so it is left alone rather than taken for a deleted item.
 */
async function applyCurrentItems(checked: Set<string>, current: Map<string, Item>): Promise<CartChange[]> {
  const { cartDb, readCartLines } = await import('./cart-db');
  return cartDb.transaction('rw', cartDb.lines, async () => {
    const lines = (await readCartLines()).filter((line) => checked.has(line.itemId));
    const result = reconcileCart(lines, current, Date.now());
    const kept = new Set(result.lines.map((line) => line.itemId));
    await cartDb.lines.bulkDelete(lines.map((line) => line.itemId).filter((id) => !kept.has(id)));
    await cartDb.lines.bulkPut(result.lines);
    return result.changes;
  });
}
