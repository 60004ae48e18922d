/** What back-office/orders offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { useAdminOrder } from './api/admin-order';
