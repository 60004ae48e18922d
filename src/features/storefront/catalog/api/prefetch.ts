import type { QueryClient } from '@tanstack/react-query';
import type { ItemGroupId } from '../../../../domain/catalog';
import { itemGroupsQuery } from './catalog';
import { groupItemsQuery, itemQuery } from './items';

/**
 * A storefront page's reads, started by its route while the page's code is still on its way
 * (decision 046); the page's own queries pick up the answers. Pages name their groups, so each reads the
 * home catalogue too.
 */
export function prefetchHomePage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(itemGroupsQuery());
}

export function prefetchGroupPage(queryClient: QueryClient, groupId: ItemGroupId): void {
  prefetchHomePage(queryClient);
  void queryClient.prefetchQuery(groupItemsQuery(groupId));
}

export function prefetchItemPage(queryClient: QueryClient, itemId: string): void {
  prefetchHomePage(queryClient);
  void queryClient.prefetchQuery(itemQuery(itemId));
}
