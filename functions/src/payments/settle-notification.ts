import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@nyama/domain/kernel/paths';
import { recordProviderEvent, type EventSource } from './events';
import type { PaymentOutcome } from './port';
import { refundUnwanted } from './refund-unwanted';
import { settlePayment, type Settlement } from './settle';

/**
 * Settles what a provider said about a payment and keeps it, with the settlement, as a payment event.
 * Money nobody asks for any more goes straight back (refundUnwanted): callers declare their provider's
 * refund secrets (DARAJA_INITIATOR_SECRETS, PAYSTACK_SECRETS).
 */
export async function settleNotification(
  firestore: Firestore,
  paymentId: string,
  outcome: PaymentOutcome,
  source: EventSource,
  nowMs = Date.now(),
): Promise<Settlement> {
  const settlement = await settlePayment(firestore, paymentId, outcome, nowMs);
  await recordProviderEvent(firestore, paths.payment(paymentId), source, { outcome, settlement }, nowMs);
  if (settlement === 'needsRefund') await refundUnwanted(paymentId);
  return settlement;
}
