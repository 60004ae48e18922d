import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '../../../src/domain/paths';
import { recordProviderEvent, type EventSource } from './events';
import type { PaymentOutcome } from './port';
import { settlePayment, type Settlement } from './settle';

/** Settles what a provider said about a payment and keeps it, with the settlement, as a payment event. */
export async function settleNotification(
  firestore: Firestore,
  paymentId: string,
  outcome: PaymentOutcome,
  source: EventSource,
  nowMs = Date.now(),
): Promise<Settlement> {
  const settlement = await settlePayment(firestore, paymentId, outcome, nowMs);
  await recordProviderEvent(firestore, paths.payment(paymentId), source, { outcome, settlement }, nowMs);
  return settlement;
}
