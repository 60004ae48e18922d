/** What back-office/catalogue offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { butchersQuery } from './api/butchers';
export { couponQuery } from './api/coupons';
export { adminGroupsQuery } from './api/item-groups';
export { adminItemsQuery } from './api/items';
