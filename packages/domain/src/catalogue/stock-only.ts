import type { Species } from './species';

/**
 * Groups whose items the shop keeps in stock but never sells online (docs/decisions/032-carcasses-and-by-products.md):
 * carcasses waiting for the butcher, and the bones, fat, offal and hides sold to buyers. The groups are
 * hidden in the storefront and their items inactive, so no order can take them.
 */
export const CARCASS_GROUP_ID = 'carcasses';
export const BY_PRODUCT_GROUP_ID = 'by-products';
export const STOCK_ONLY_GROUP_IDS = [CARCASS_GROUP_ID, BY_PRODUCT_GROUP_ID] as const;

export function isStockOnlyGroup(groupId: string): boolean {
  return (STOCK_ONLY_GROUP_IDS as readonly string[]).includes(groupId);
}

/** The item a farmer's animals are weighed in as, and a production order cuts. */
export function carcassItemId(species: Species): string {
  return `carcass-${species}`;
}
