import { queryOptions } from '@tanstack/react-query';
import type { Item, ItemGroupId } from '../../../../domain/catalog';
import { loadStorefrontFirestore } from '../../../../lib/firebase/lazy-firestore';
import { readList } from '../../../../lib/firebase/read-list';
import { catalogKeys, loadSnapshots } from './catalog';

export type ItemWithId = Item & { id: string };

/**
 * The items of one group that are on sale, in the shop's order (sold-out ones too: they say so), saved on
 * the device for the next visit and for offline (Firestore Lite has no cache; decision 044).
 * Filtered and sorted here: a group is a few dozen items, and one equality filter needs no composite index.
 */
export const groupItemsQuery = (groupId: ItemGroupId) =>
  queryOptions({
    queryKey: catalogKeys.group(groupId),
    queryFn: async (): Promise<ItemWithId[]> => {
      const { getDocs, query, where, refs } = await loadStorefrontFirestore();
      const snapshot = await getDocs(query(refs.items(), where('groupId', '==', groupId)));
      const items = readList(snapshot.docs, (doc) => ({ id: doc.id, ...doc.data() }))
        .rows.filter((item) => item.active)
        .sort((a, b) => a.sortOrder - b.sortOrder);
      await (await loadSnapshots()).saveSnapshot(`group:${groupId}`, items);
      return items;
    },
    staleTime: 60_000,
  });

/** One item, or null when it does not exist. */
export const itemQuery = (itemId: string) =>
  queryOptions({
    queryKey: catalogKeys.item(itemId),
    queryFn: async (): Promise<ItemWithId | null> => {
      const { getDoc, refs } = await loadStorefrontFirestore();
      const snapshot = await getDoc(refs.item(itemId));
      const item = snapshot.data();
      return item ? { id: snapshot.id, ...item } : null;
    },
    staleTime: 30_000,
  });

/** Firestore answers `in` queries for at most 30 ids at a time. */
const IN_LIMIT = 30;

/** The current state of the given items (for the cart); deleted items are simply absent. */
export async function fetchItemsByIds(ids: string[]): Promise<Map<string, Item>> {
  const { documentId, getDocs, query, where, refs } = await loadStorefrontFirestore();
  const found = new Map<string, Item>();
  for (let start = 0; start < ids.length; start += IN_LIMIT) {
    const chunk = ids.slice(start, start + IN_LIMIT);
    const snapshot = await getDocs(query(refs.items(), where(documentId(), 'in', chunk)));
    // A damaged item reads as gone: the cart says it is no longer sold rather than failing.
    for (const [id, item] of readList(snapshot.docs, (doc) => [doc.id, doc.data()] as const).rows) {
      found.set(id, item);
    }
  }
  return found;
}
