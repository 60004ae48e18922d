import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../src/domain/paths';
import { paymentSchema } from '../../../src/domain/payment';
import { parseDoc } from '../lib/db';
import type { PaymentPort } from './port';
import { bumpAttempt, duePending, RECONCILE_BATCH } from './reconcile-queue';
import type { Settlement } from './settle';
import { settleNotification } from './settle-notification';

export type Reconciliation =
  { paymentId: string; settlement: Settlement } | { paymentId: string; error: string };

/**
 * Asks the provider about its payments still pending (oldest-touched first, see duePending) and settles
 * each like a callback would, amount checks included. Plain function: the schedule calls it, and so
 * can tests.
 */
export async function reconcilePendingPayments(
  firestore: Firestore,
  port: PaymentPort,
  nowMs = Date.now(),
  batch = RECONCILE_BATCH,
): Promise<Reconciliation[]> {
  const due = await duePending(firestore, COLLECTIONS.payments, port.provider, ['pending'], nowMs, batch);
  const results: Reconciliation[] = [];
  for (const doc of due.docs) {
    try {
      const payment = parseDoc(paymentSchema, doc.data(), doc.ref.path);
      if (payment.providerRef === null) throw new Error(`Payment ${doc.id} is pending without a reference`);
      const outcome = await port.queryStatus(payment.providerRef);
      const source = { kind: 'query', rawBody: null } as const;
      results.push({
        paymentId: doc.id,
        settlement: await settleNotification(firestore, doc.id, outcome, source, nowMs),
      });
    } catch (error) {
      // One payment the provider cannot answer for must not hold up the others.
      results.push({ paymentId: doc.id, error: String(error) });
    }
    await bumpAttempt(doc, nowMs);
  }
  return results;
}
