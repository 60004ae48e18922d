// The SDK's own package: `firebase/firestore` (what the app imports) is this module in the bench.
import * as firestore from '@firebase/firestore';
import type { DocumentData, DocumentReference, Query } from '@firebase/firestore';

export * from '@firebase/firestore';

/**
 * Documents read, as Firestore bills them: each document a query or get returns (an empty answer
 * costs one), and one per 1,000 index entries an aggregation counts (at least one).
 */
export const reads = { count: 0 };

export async function getDocs<A, D extends DocumentData>(query: Query<A, D>) {
  const snapshot = await firestore.getDocs(query);
  reads.count += Math.max(1, snapshot.size);
  return snapshot;
}

export async function getDoc<A, D extends DocumentData>(reference: DocumentReference<A, D>) {
  const snapshot = await firestore.getDoc(reference);
  reads.count += 1;
  return snapshot;
}

export async function getCountFromServer<A, D extends DocumentData>(query: Query<A, D>) {
  const snapshot = await firestore.getCountFromServer(query);
  reads.count += Math.max(1, Math.ceil(snapshot.data().count / 1000));
  return snapshot;
}
