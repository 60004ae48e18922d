import type { QueryClient } from '@tanstack/react-query';
import type { ItemGroupId } from '@nyama/domain/catalogue/catalog';
import { itemGroupsQuery } from './catalog';
import { groupItemsQuery, itemQuery } from './items';

/**
 * A storefront page's reads, started by its route while the page's code is still on its way
 * (decision 046); the page's own queries pick up the answers. Pages name their groups, so each reads the
 * home catalogue too. Each settles when its reads have (a failed read stays in its query, for the page).
 */
export async function prefetchHomePage(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(itemGroupsQuery());
}

export async function prefetchGroupPage(queryClient: QueryClient, groupId: ItemGroupId): Promise<void> {
  await Promise.all([prefetchHomePage(queryClient), queryClient.prefetchQuery(groupItemsQuery(groupId))]);
}

export async function prefetchItemPage(queryClient: QueryClient, itemId: string): Promise<void> {
  await Promise.all([prefetchHomePage(queryClient), queryClient.prefetchQuery(itemQuery(itemId))]);
}
