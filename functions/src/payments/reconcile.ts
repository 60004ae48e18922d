import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../src/domain/paths';
import { paymentSchema } from '../../../src/domain/payment';
import type { PaymentPort } from './port';
import type { Settlement } from './settle';
import { settleNotification } from './settle-notification';

/** A callback normally lands within a minute of the customer's answer; after this we ask instead. */
export const RECONCILE_AFTER_MS = 90_000;
const BATCH = 100;

export type Reconciliation =
  { paymentId: string; settlement: Settlement } | { paymentId: string; error: string };

/**
 * Asks the provider about every payment of theirs still pending RECONCILE_AFTER_MS after it was sent,
 * and settles it like a callback would. Plain function: the schedule calls it, and so can tests.
 */
export async function reconcilePendingPayments(
  firestore: Firestore,
  port: PaymentPort,
  nowMs = Date.now(),
): Promise<Reconciliation[]> {
  // Two equality filters need no composite index; the age is checked here.
  const pending = await firestore
    .collection(COLLECTIONS.payments)
    .where('provider', '==', port.provider)
    .where('state', '==', 'pending')
    .limit(BATCH)
    .get();
  const results: Reconciliation[] = [];
  for (const doc of pending.docs) {
    const payment = paymentSchema.safeParse(doc.data());
    if (!payment.success || payment.data.providerRef === null) continue;
    if (payment.data.updatedAtMs > nowMs - RECONCILE_AFTER_MS) continue;
    try {
      const outcome = await port.queryStatus(payment.data.providerRef);
      const settlement = await settleNotification(
        firestore,
        doc.id,
        outcome,
        { kind: 'query', rawBody: null },
        nowMs,
      );
      results.push({ paymentId: doc.id, settlement });
    } catch (error) {
      // One payment the provider cannot answer for must not hold up the others.
      results.push({ paymentId: doc.id, error: String(error) });
    }
  }
  return results;
}
