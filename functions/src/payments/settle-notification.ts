import type { Firestore } from 'firebase-admin/firestore';
import { recordPaymentEvent, type PaymentEventSource } from './events';
import type { PaymentOutcome } from './port';
import { settlePayment, type Settlement } from './settle';

/** Settles what a provider said about a payment and keeps it, with the settlement, as a payment event. */
export async function settleNotification(
  firestore: Firestore,
  paymentId: string,
  outcome: PaymentOutcome,
  source: { kind: PaymentEventSource; rawBody: string | null },
  nowMs = Date.now(),
): Promise<Settlement> {
  const settlement = await settlePayment(firestore, paymentId, outcome, nowMs);
  await recordPaymentEvent(
    firestore,
    paymentId,
    { source: source.kind, rawBody: source.rawBody, outcome, settlement },
    nowMs,
  );
  return settlement;
}
