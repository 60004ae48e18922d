import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '../../../src/domain/paths';
import type { PaymentOutcome } from './port';
import type { Settlement } from './settle';

export type PaymentEventSource = 'callback' | 'webhook' | 'query';

/**
 * Keeps what a provider told us about a payment, byte for byte where it came over HTTP, with what we made
 * of it: payments/{paymentId}/events. Disputes and support questions start here.
 */
export async function recordPaymentEvent(
  firestore: Firestore,
  paymentId: string,
  event: {
    source: PaymentEventSource;
    rawBody: string | null;
    outcome: PaymentOutcome;
    settlement: Settlement;
  },
  nowMs: number,
): Promise<void> {
  await firestore.collection(`${paths.payment(paymentId)}/events`).add({ ...event, receivedAtMs: nowMs });
}
