import { SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { ItemCard } from './item-card';

/**
 * The cards of a list of items, the storefront's heaviest render. Pages pass it a deferred list
 * (`useDeferredValue`) and it is memoised, so a query's answer first re-renders the page without it, and
 * the cards render afterwards in a transition that yields to the phone's main thread (decision 047).
 */
export const ItemCardGrid = memo(function ItemCardGrid({
  items,
}: {
  items: readonly (Item & { id: string })[] | undefined;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {items?.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </SimpleGrid>
  );
});
