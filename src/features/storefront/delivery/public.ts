/** What storefront/delivery offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { zonesQuery } from './api/zones';
