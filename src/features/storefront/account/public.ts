/** What storefront/account offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { addressesQuery } from './api/addresses';
export { AddressCard } from './components/address-card';
export { AddressForm } from './components/address-form';
export { ProfileForm } from './components/profile-form';
