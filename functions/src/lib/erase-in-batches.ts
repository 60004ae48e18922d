import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Documents found per round: a batch holds 500 writes, and a document may take others with it. */
const BATCH = 200;

/**
 * Deletes every document `due` finds, with the documents `alongside` names for each, a batch at a time
 * until a round finds fewer than a batch. What is deleted no longer matches, so a run cut short is
 * finished by the next. Returns how many documents `due` found.
 */
export async function eraseInBatches(
  firestore: Firestore,
  due: Query,
  alongside: (doc: QueryDocumentSnapshot) => string[] = () => [],
): Promise<number> {
  let erased = 0;
  for (;;) {
    const found = await due.limit(BATCH).get();
    const batch = firestore.batch();
    for (const doc of found.docs) {
      batch.delete(doc.ref);
      for (const path of alongside(doc)) batch.delete(firestore.doc(path));
    }
    await batch.commit();
    erased += found.size;
    if (found.size < BATCH) return erased;
  }
}
