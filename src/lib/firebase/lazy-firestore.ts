/**
 * The Firestore SDK and the typed references, loaded on first use. Public screens that need its cache
 * (delivery areas), and a customer's signed-in pages (decision 077), read and write through this so the
 * page paints before the full SDK (~160 KB gzip) arrives. Only the functions they call are picked out:
 * spreading the whole module would keep every export of the SDK in the bundle. The references are the
 * pages' own (`pageRefs`), without the back office's schemas.
 */
export async function loadFirestore() {
  const [
    { addDoc, documentId, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where },
    { pageRefs },
  ] = await Promise.all([import('firebase/firestore'), import('./page-refs')]);
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
    refs: pageRefs,
  };
}
