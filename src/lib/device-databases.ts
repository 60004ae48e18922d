/**
 * Every IndexedDB database this app keeps on a device, by name (docs/decisions/070-one-way-for-client-state.md);
 * each is declared once with `deviceDatabase` (device-database.ts). Named here, apart from Dexie, because
 * the storefront asks whether the cart's and the catalogue's exist before it loads Dexie (decision 052).
 */
export const DEVICE_DATABASES = {
  account: 'nyama-account',
  cart: 'nyama-cart',
  catalogue: 'nyama-catalog',
  checkout: 'nyama-checkout',
  currentOrder: 'nyama-session',
  driver: 'nyama-driver',
  farmer: 'nyama-farmer',
  phoneOrder: 'nyama-phone-order',
} as const;

export type DeviceDatabaseName = (typeof DEVICE_DATABASES)[keyof typeof DEVICE_DATABASES];

/** What a customer is told when the browser refuses to open the cart or the checkout (decision 056). */
export const STORAGE_REFUSED =
  'This browser would not let the shop keep your cart and checkout on this phone: its storage may be full, ' +
  'or blocked for this site or in a private window. Free some space or allow the site to store data, then try again.';

/**
 * Whether this device may hold the database, asked of the browser without opening it (opening would
 * create it, and needs Dexie loaded first). A browser that cannot list its databases (Firefox before
 * 126) or refuses to answers "may": the caller opens the database as it would without this question.
 */
export async function mayHoldDatabase(name: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === name);
  } catch (error: unknown) {
    console.warn(`Could not list this device's databases; opening ${name} to look.`, error);
    return true;
  }
}
