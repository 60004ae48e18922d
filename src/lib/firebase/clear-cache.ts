/**
 * Sign-out on a shared or lost phone: Firestore's persistent cache holds the last user's profile, orders
 * and round. Terminating is required before clearing, which leaves this page without Firestore, so the
 * caller reloads. Another open tab keeps the cache busy; it is then cleared at the next sign-out.
 */
export async function clearFirestoreCache(): Promise<void> {
  const [{ clearIndexedDbPersistence, terminate }, { db }] = await Promise.all([
    import('firebase/firestore'),
    import('./firestore'),
  ]);
  await terminate(db);
  await clearIndexedDbPersistence(db).catch(() => undefined);
}
