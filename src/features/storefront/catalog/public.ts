/** What storefront/catalog offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { catalogKeys } from './api/catalog-keys';
export { fetchItemsByIds, groupItemsQuery, itemQuery, type ItemWithId } from './api/items';
export { useItemGroups } from './api/use-item-groups';
