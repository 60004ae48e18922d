import { loadedOnUse } from '../../../components/loaded-on-use';

/** What storefront/account offers the features that declare it in their feature.json (docs/decisions/060-the-house-plan.md). */
export { addressesQuery } from './api/addresses';
export { AddressCard } from './components/address-card';

/**
 * The forms' code (the form library, the zone picker, toasts) loads when a checkout step shows one: the
 * payment step reads the addresses through this face and shows no form (decision 077).
 */
export const AddressForm = loadedOnUse(() =>
  import('./components/address-form').then((module) => module.AddressForm),
);
export const ProfileForm = loadedOnUse(() =>
  import('./components/profile-form').then((module) => module.ProfileForm),
);
