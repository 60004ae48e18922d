/** What back-office/inventory offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { inventoryKeys, lotsOnHandQuery, type StoredLot } from './api/lots';
export { MOVEMENT_KIND_WORDS } from './movement-facts';
