/** What back-office/farmer-orders offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { useDraftFarmerOrders } from './api/farmer-orders';
export { useUsualCarcassPrices } from './api/usual-prices';
