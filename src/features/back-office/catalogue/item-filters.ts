import type { Item } from '@nyama/domain/catalogue/catalog';
import type { ItemSearch } from '../../../lib/route-search';

/**
 * /items' filters and the item open in the drawer ('new' for a new one), kept in the URL so a filtered
 * list or an item can be bookmarked and shared (`itemSearchSchema`).
 */
export type ItemFilters = ItemSearch;

/**
 * The items the filters match. The catalogue is a shop's (dozens of items, not thousands), so the list
 * is read whole and searched here: Firestore cannot match part of a name.
 */
export function filterItems<T extends Item>(items: readonly T[], filters: ItemFilters): T[] {
  const words = filters.q?.toLowerCase().split(/\s+/) ?? [];
  return items.filter(
    (item) =>
      (filters.group === undefined || item.groupId === filters.group) &&
      (filters.active === undefined || item.active === (filters.active === 'yes')) &&
      words.every((word) => `${item.name} ${item.cut}`.toLowerCase().includes(word)),
  );
}
