/** What back-office/refusals offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { describeStaffError } from './describe-staff-error';
export { staffRefusalWords } from './staff-refusal-words';
