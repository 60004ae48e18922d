import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { paymentSchema } from '@nyama/domain/payments/payment';
import { refundSchema, type Refund, type RefundState } from '@nyama/domain/payments/refund';
import { parseDoc } from '../lib/db';
import type { EventSource } from './events';
import type { PaymentPort } from './port';
import { askAgain, duePending, RECONCILE_BATCH } from './reconcile-queue';
import { settleRefundNotification, type RefundSettlement } from './settle-refund';

/** Refunds the provider may still act on: asked for without a clear answer, or accepted. */
const IN_FLIGHT: readonly RefundState[] = ['requested', 'pending'];

type RefundReconciliation =
  { refundId: string; settlement: RefundSettlement } | { refundId: string; error: string };

/**
 * Asks the provider about one refund in flight and settles what it says (M-Pesa answers later, by URL).
 * A refund whose request got no clear answer has no reference of the provider's; it is asked about by
 * the one the shop gave it, when the provider takes one (docs/decisions/014-refunds.md).
 */
async function askAboutRefund(
  firestore: Firestore,
  port: PaymentPort,
  refundId: string,
  refund: Refund,
  source: EventSource,
  nowMs: number,
): Promise<RefundSettlement> {
  if (refund.provider !== port.provider) {
    throw new Error(`Refund ${refundId} cannot be asked about through ${port.provider}`);
  }
  const paymentPath = paths.payment(refund.paymentId);
  const payment = parseDoc(paymentSchema, (await firestore.doc(paymentPath).get()).data(), paymentPath);
  if (payment.providerRef === null) throw new Error(`Payment ${refund.paymentId} has no reference`);
  const request = {
    refundId,
    callbackSecret: payment.callbackSecret,
    amountCents: refund.amountCents,
    reason: refund.reason,
    payment: { ...payment, providerRef: payment.providerRef },
  };
  const providerRef = refund.providerRef ?? port.ownRefundRef(request);
  if (providerRef === null) {
    throw new Error(`Refund ${refundId} has no reference ${port.provider} knows it by: a person checks it`);
  }
  const outcome = await port.queryRefund({ ...request, providerRef });
  return settleRefundNotification(firestore, refundId, outcome, source, nowMs);
}

/**
 * Asks the provider about its refunds still pending, or still requested because the request got no
 * clear answer, whose turn has come (see duePending), and settles what it says, amount checks
 * included. Plain function: the schedule calls it, and so can tests.
 */
export async function reconcilePendingRefunds(
  firestore: Firestore,
  port: PaymentPort,
  nowMs = Date.now(),
  batch = RECONCILE_BATCH,
): Promise<RefundReconciliation[]> {
  const due = await duePending(firestore, COLLECTIONS.refunds, port.provider, IN_FLIGHT, nowMs, batch);
  const results: RefundReconciliation[] = [];
  for (const doc of due.docs) {
    try {
      const refund = parseDoc(refundSchema, doc.data(), doc.ref.path);
      const source = { kind: 'query', rawBody: null } as const;
      results.push({
        refundId: doc.id,
        settlement: await askAboutRefund(firestore, port, doc.id, refund, source, nowMs),
      });
    } catch (error) {
      results.push({ refundId: doc.id, error: String(error) });
    }
    await askAgain(doc, nowMs);
  }
  return results;
}

/**
 * Paystack's refund webhooks name only the transaction: asks about each of that payment's refunds in
 * flight and settles what the provider says, the webhook's bytes kept with each.
 */
export async function askAboutRefundsOf(
  firestore: Firestore,
  port: PaymentPort,
  paymentId: string,
  source: EventSource,
  nowMs = Date.now(),
): Promise<RefundReconciliation[]> {
  const inFlight = await firestore
    .collection(COLLECTIONS.refunds)
    .where('paymentId', '==', paymentId)
    .where('state', '==', 'pending')
    .get();
  const results: RefundReconciliation[] = [];
  for (const doc of inFlight.docs) {
    const refund = parseDoc(refundSchema, doc.data(), doc.ref.path);
    results.push({
      refundId: doc.id,
      settlement: await askAboutRefund(firestore, port, doc.id, refund, source, nowMs),
    });
  }
  return results;
}
