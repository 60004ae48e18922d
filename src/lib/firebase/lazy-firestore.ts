/**
 * The Firestore SDK and the typed references, loaded on first use. Public screens that need its cache
 * (delivery areas), and a customer's signed-in pages (decision 077), read and write through this so the
 * page paints before the full SDK (~160 KB gzip) arrives. Only the functions they call are picked out:
 * spreading the whole module would keep every export of the SDK in the bundle. The references are the
 * pages' own (a person's and the orders', profile-refs.ts and order-refs.ts), without the back office's
 * schemas.
 */
export async function loadFirestore() {
  const [
    { addDoc, documentId, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where },
    { profileRefs },
    { orderRefs },
  ] = await Promise.all([import('firebase/firestore'), import('./profile-refs'), import('./order-refs')]);
  return {
    addDoc,
    documentId,
    getDoc,
    getDocs,
    limit,
    orderBy,
    query,
    setDoc,
    updateDoc,
    where,
    refs: { ...profileRefs, ...orderRefs },
  };
}
