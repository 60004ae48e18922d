/** What field/farmer offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { farmersQuery, type ListedFarmer } from './api/farmers';
