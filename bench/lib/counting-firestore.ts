// The SDK's own package: `firebase/firestore` (what the app imports) is this module in the bench.
import * as firestore from '@firebase/firestore';
import type { AggregateSpec, DocumentData, DocumentReference, Query } from '@firebase/firestore';

export * from '@firebase/firestore';

/**
 * Documents read, as Firestore bills them: each document a query or get returns (an empty answer
 * costs one), and one per 1,000 index entries an aggregate query scans (counted as one: the screens'
 * only aggregations, the board's counts, scan its live orders, fewer than 1,000). A read function the
 * screens start using must be wrapped here too, or its reads go uncounted.
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

export async function getAggregateFromServer<S extends AggregateSpec, A, D extends DocumentData>(
  query: Query<A, D>,
  spec: S,
) {
  const snapshot = await firestore.getAggregateFromServer(query, spec);
  reads.count += 1;
  return snapshot;
}
