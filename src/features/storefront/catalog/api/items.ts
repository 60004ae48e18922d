import { queryOptions } from '@tanstack/react-query';
import type { Item, ItemGroupId } from '@nyama/domain/catalogue/catalog';
import {
  readGroupItems,
  readItem,
  readItemsByIds,
  type ItemWithId,
} from '../../../../lib/firebase/storefront-firestore';
import { keepSnapshot } from './keep-snapshot';
import { catalogKeys } from './catalog-keys';

export type { ItemWithId };

/**
 * The items of one group that are on sale, in the shop's order (sold-out ones too: they say so), saved on
 * the device for the next visit and for offline (the REST reads have no cache; decisions 044 and 046).
 * Filtered and sorted here: a group is a few dozen items, and one equality filter needs no composite index.
 */
export const groupItemsQuery = (groupId: ItemGroupId) =>
  queryOptions({
    queryKey: catalogKeys.group(groupId),
    queryFn: async (): Promise<ItemWithId[]> => {
      const items = (await readGroupItems(groupId)).rows
        .filter((item) => item.active)
        .sort((a, b) => a.sortOrder - b.sortOrder);
      keepSnapshot(`group:${groupId}`, items);
      return items;
    },
    staleTime: 60_000,
  });

/** One item, or null when it does not exist. */
export const itemQuery = (itemId: string) =>
  queryOptions({
    queryKey: catalogKeys.item(itemId),
    queryFn: (): Promise<ItemWithId | null> => readItem(itemId),
    staleTime: 30_000,
  });

/**
 * The current state of the given items (for the cart); deleted items are simply absent, and a damaged
 * one reads as gone: the cart says it is no longer sold rather than failing.
 */
export async function fetchItemsByIds(ids: string[]): Promise<Map<string, Item>> {
  const { rows } = await readItemsByIds(ids);
  return new Map(rows.map(({ id, ...item }) => [id, item]));
}
