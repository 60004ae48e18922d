import { clearSavedProfiles } from '../features/common/auth/api/profile-copy';
import { clearCart } from '../features/storefront/cart/api/cart-actions';
import { resetCheckout } from '../features/storefront/checkout/api/checkout-state';
import { clearDriverData } from '../features/field/driver/api/driver-db';
import { clearFarmerData } from '../features/field/farmer/api/farmer-db';
import { dropDraft } from '../features/back-office/phone-orders/api/draft-db';
import { clearCurrentOrderSnapshots } from '../features/storefront/orders/api/current-order-snapshot';
import { clearFirestoreCache } from '../lib/firebase/clear-cache';

/**
 * Sign-out deletes what this device keeps of the person: their profile's copy, cart, checkout, their
 * current order, the driver's round, the farmer's refused answers, a phone order being taken (a
 * customer's name, number and address) and the Firestore cache. Loaded only by /logout, so the
 * storefront's start-up does not carry it.
 */
export async function clearDeviceData(): Promise<void> {
  await Promise.all([
    clearSavedProfiles(),
    clearCart(),
    resetCheckout(),
    clearCurrentOrderSnapshots(),
    clearDriverData(),
    clearFarmerData(),
    dropDraft(),
    clearFirestoreCache(),
  ]);
}
