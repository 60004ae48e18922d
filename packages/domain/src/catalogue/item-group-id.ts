/**
 * An item group's id: a slug that appears in storefront addresses (/shop/beef) and never changes once
 * created. Schema-free, so the router can check a group in the address without loading zod at start
 * (decision 044); catalog.ts's itemGroupIdSchema uses the same pattern.
 */
export const ITEM_GROUP_ID_PATTERN = /^[a-z][a-z0-9-]{1,29}$/;
