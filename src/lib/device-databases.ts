/** The databases whose absence lets a first visit's storefront skip loading Dexie (decision 052). */
export const CART_DATABASE = 'nyama-cart';
export const CATALOGUE_DATABASE = 'nyama-catalog';

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
