import { afterFirebaseSdks } from './after-sdks';

/**
 * The reference groups a screen can load beside the SDK, each its own chunk with only its schemas
 * (decision 077): a customer's account reads its profile, addresses and consents; the delivery areas the
 * zones; the supplier's page the shop's call for suppliers.
 */
export const refGroups = {
  profile: () => import('./profile-refs').then((module) => module.profileRefs),
  areas: () => import('./area-refs').then((module) => module.areaRefs),
  suppliers: () => import('./supplier-refs').then((module) => module.supplierRefs),
};

/**
 * The Firestore SDK and one group of typed references, loaded on first use. Public screens that need its
 * cache (delivery areas, the call for suppliers) and a customer's signed-in pages read and write through
 * this so the page paints before the full SDK (~160 KB gzip) arrives. Only the functions they call are
 * picked out: spreading the whole module would keep every export of the SDK in the bundle.
 */
export async function loadFirestore<Refs>(group: () => Promise<Refs>) {
  const [{ addDoc, documentId, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where }, refs] =
    await afterFirebaseSdks(() => Promise.all([import('firebase/firestore'), group()]))();
  return { addDoc, documentId, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where, refs };
}
