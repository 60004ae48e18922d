/** What back-office/forecast offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { cuttingTemplatesQuery } from './api/forecast-reads';
export { useForecast } from './api/use-forecast';
