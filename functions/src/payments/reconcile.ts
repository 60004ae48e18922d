import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { paymentSchema, type PaymentState } from '@nyama/domain/payments/payment';
import { parseDoc } from '../lib/db';
import type { PaymentPort } from './port';
import { askAgain, duePending, RECONCILE_BATCH } from './reconcile-queue';
import type { Settlement } from './settle';
import { settleNotification } from './settle-notification';

type Reconciliation = { paymentId: string; settlement: Settlement } | { paymentId: string; error: string };

/**
 * Payments the provider may still settle: accepted (pending), asked for without a readable answer
 * (unknown), or left initiated by a function that stopped before writing the answer down (by the time
 * one is due, its request has long ended). Decision 026.
 */
const OPEN: readonly PaymentState[] = ['initiated', 'unknown', 'pending'];

/**
 * Asks the provider about its payments still open whose turn has come (see duePending) and settles each
 * like a callback would, amount checks included. One with no reference of the provider's (its request's
 * answer was lost) cannot be asked about: only its callback can settle it, and it is reported. Plain
 * function: the schedule calls it, and so can tests.
 */
export async function reconcilePendingPayments(
  firestore: Firestore,
  port: PaymentPort,
  nowMs = Date.now(),
  batch = RECONCILE_BATCH,
): Promise<Reconciliation[]> {
  const due = await duePending(firestore, COLLECTIONS.payments, port.provider, OPEN, nowMs, batch);
  const results: Reconciliation[] = [];
  for (const doc of due.docs) {
    try {
      const payment = parseDoc(paymentSchema, doc.data(), doc.ref.path);
      if (payment.providerRef === null) {
        throw new Error(
          `Payment ${doc.id} is ${payment.state} with no reference to ask about: waiting for its callback`,
        );
      }
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
    await askAgain(doc, nowMs);
  }
  return results;
}
