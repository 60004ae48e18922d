/**
 * The Firestore SDK and the typed references, loaded on first use. Public screens (catalogue, delivery
 * areas) fetch through this so the storefront paints before the full SDK (~170 KB gzip) arrives.
 */
export async function loadFirestore() {
  const [firestore, { refs }] = await Promise.all([import('firebase/firestore'), import('./refs')]);
  return { ...firestore, refs };
}

/** Firestore Lite and the home page's references (./storefront-firestore), loaded on first use. */
export async function loadStorefrontFirestore() {
  const [firestore, { storefrontRefs }] = await Promise.all([
    import('firebase/firestore/lite'),
    import('./storefront-firestore'),
  ]);
  return { ...firestore, refs: storefrontRefs };
}
