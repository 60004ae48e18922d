import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { PaymentProvider } from '../../../src/domain/order';

/** A callback or webhook normally lands within a minute; after this the provider is asked instead. */
export const RECONCILE_AFTER_MS = 90_000;
/** How many documents one scheduled round asks about, per provider and collection. */
export const RECONCILE_BATCH = 100;

/**
 * A provider's payments or refunds in one of `states` (still pending, or a refund still requested)
 * RECONCILE_AFTER_MS after they were last touched, oldest first. Every attempt touches them again
 * (bumpAttempt), so one the provider keeps failing to answer for goes to the back of the line: it is
 * retried every round of the line, never holding up newer ones. Needs the composite index (provider,
 * state, updatedAtMs) in firestore.indexes.json.
 */
export function duePending(
  firestore: Firestore,
  collection: 'payments' | 'refunds',
  provider: PaymentProvider,
  states: readonly string[],
  nowMs: number,
  batch: number,
) {
  return firestore
    .collection(collection)
    .where('provider', '==', provider)
    .where('state', 'in', states)
    .where('updatedAtMs', '<=', nowMs - RECONCILE_AFTER_MS)
    .orderBy('updatedAtMs')
    .limit(batch)
    .get();
}

/** gRPC FAILED_PRECONDITION: the document changed since it was read. */
const FAILED_PRECONDITION = 9;

/**
 * Records an attempt on a document by moving its updatedAtMs to now, unless something else changed it
 * since it was read (a settlement landed): that write wins and this one is dropped.
 */
export async function bumpAttempt(doc: QueryDocumentSnapshot, nowMs: number): Promise<void> {
  try {
    await doc.ref.update({ updatedAtMs: nowMs }, { lastUpdateTime: doc.updateTime });
  } catch (error) {
    if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
  }
}
