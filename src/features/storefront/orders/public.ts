/** What storefront/orders offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export type { CurrentOrder } from './api/current-order';
export { useCurrentOrder } from './api/use-current-order';
