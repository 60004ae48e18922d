import type { Firestore } from 'firebase-admin/firestore';
import type { PaymentOutcome, RefundOutcome } from './port';

type ProviderEventSource = 'callback' | 'webhook' | 'query';

/** Where news came from: its source and, when it came over HTTP, the exact bytes. */
export type EventSource = { kind: ProviderEventSource; rawBody: string | null };

/**
 * Keeps what a provider told us about a payment or a refund, byte for byte where it came over HTTP,
 * with what we made of it: payments/{id}/events and refunds/{id}/events (functions only; the rules
 * match neither). Disputes and support questions start here.
 */
export async function recordProviderEvent(
  firestore: Firestore,
  docPath: string,
  source: EventSource,
  news: { outcome: PaymentOutcome | RefundOutcome; settlement: string },
  nowMs: number,
): Promise<void> {
  await firestore
    .collection(`${docPath}/events`)
    .add({ source: source.kind, rawBody: source.rawBody, ...news, receivedAtMs: nowMs });
}
