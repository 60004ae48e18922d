/**
 * The Firestore SDK and the typed references, loaded on first use. Public screens that need its cache
 * (delivery areas) fetch through this so the storefront paints before the full SDK (~170 KB gzip) arrives.
 * Only the functions they call are picked out: spreading the whole module would keep every export of
 * the SDK in the bundle.
 */
export async function loadFirestore() {
  const [{ documentId, getDoc, getDocs, orderBy, query, where }, { refs }] = await Promise.all([
    import('firebase/firestore'),
    import('./refs'),
  ]);
  return { documentId, getDoc, getDocs, orderBy, query, where, refs };
}
