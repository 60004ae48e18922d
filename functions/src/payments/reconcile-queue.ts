import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { PaymentProvider } from '@nyama/domain/orders/order';

/** A callback or webhook normally lands within a minute; after this the provider is asked instead. */
export const RECONCILE_AFTER_MS = 90_000;
/** The longest wait between two questions about one document, however often the provider failed to settle it. */
export const MAX_ASK_INTERVAL_MS = 60 * 60_000;
/** How many documents one scheduled round asks about, per provider and collection. */
export const RECONCILE_BATCH = 100;

/**
 * How long to wait before asking again about a document the provider has now been asked about `asks`
 * times without settling it: RECONCILE_AFTER_MS doubled with every question, at most an hour (the
 * first question 1.5 minutes after the last change, then 3, 6, 12, 24, 48 and every 60 minutes; the
 * schedule runs every 2 minutes). Decision 026.
 */
export const askAgainAfterMs = (asks: number) =>
  Math.min(RECONCILE_AFTER_MS * 2 ** asks, MAX_ASK_INTERVAL_MS);

/**
 * A provider's payments or refunds in one of `states` (still open) whose time to be asked about has come
 * (`askAtMs`), the longest-waiting first. Every question pushes a document's `askAtMs` further out
 * (askAgain), so one the provider keeps failing to settle is asked less and less often and never holds up
 * newer ones. Needs the composite index (provider, state, askAtMs) in firestore.indexes.json.
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
    .where('askAtMs', '<=', nowMs)
    .orderBy('askAtMs')
    .limit(batch)
    .get();
}

/** gRPC FAILED_PRECONDITION: the document changed since it was read. */
const FAILED_PRECONDITION = 9;

/**
 * Records a question about a document that did not settle it: one more ask, and the next one later
 * (askAgainAfterMs), unless something else changed the document since it was read (a settlement
 * landed): that write wins and this one is dropped.
 */
export async function askAgain(doc: QueryDocumentSnapshot, nowMs: number): Promise<void> {
  const asks = Number(doc.get('asks') ?? 0) + 1;
  try {
    await doc.ref.update(
      { asks, askAtMs: nowMs + askAgainAfterMs(asks) },
      { lastUpdateTime: doc.updateTime },
    );
  } catch (error) {
    if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
  }
}
