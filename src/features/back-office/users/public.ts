/** What back-office/users offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { useUserPages, userKeys, type ListedUser } from './api/users';
export { customerRecordQuery } from './api/customer-record';
