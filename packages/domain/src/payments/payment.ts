import { z } from 'zod/mini';
import { centsSchema } from '../kernel/money';
import { paymentProviderSchema } from '../orders/order';
import { minutesUntil, sayRefusal } from '../kernel/refusal';
import { mpesaFailure, PAYMENT_SENTENCES, type PaymentRefusal } from '../orders/payment-refusals';

const refusalSentenceOfPayment = (refusal: PaymentRefusal) => sayRefusal(PAYMENT_SENTENCES, refusal);

/**
 * A payment's life (docs/decisions/026-payments-in-flight.md): `initiated` (recorded, the provider being
 * asked), `pending` (the provider accepted it: the prompt is on the phone, the card page open), `unknown`
 * (the provider was asked but its answer was lost or unreadable, so the prompt may be on the phone), then
 * `succeeded` or `failed`, which never change again. Only the provider's word (callback, webhook or status
 * query) settles a payment: a request whose outcome is unknown is never taken for a failure.
 */
export const PAYMENT_STATES = ['initiated', 'pending', 'unknown', 'succeeded', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * How long an M-Pesa prompt can be answered once asked for: the phone shows it for about a minute (result
 * 1037 after ~60 s), and our own request may take up to 15 s to give up on Daraja's answer.
 */
export const PROMPT_LIFETIME_MS = 2 * 60_000;
/**
 * How long after the prompt's end its outcome may still reach us: a callback lands within seconds, and
 * this leaves room for one scheduled status query (every 2 minutes) when the callback never comes.
 */
export const CALLBACK_WINDOW_MS = 3 * 60_000;
/**
 * A payment is in flight this long after it starts: its order does not expire, and a retry while its
 * outcome is unknown is refused, until then. Card checkouts get the same window.
 */
export const PAYMENT_WINDOW_MS = PROMPT_LIFETIME_MS + CALLBACK_WINDOW_MS;

/** When an unpaid order expiring at `expiresAtMs` may expire once a payment starts at `startedAtMs`. */
export const expiryWithPaymentAt = (expiresAtMs: number, startedAtMs: number) =>
  Math.max(expiresAtMs, startedAtMs + PAYMENT_WINDOW_MS);

/**
 * Where reconciliation stands with a payment or refund still open (decision 026): when it may next ask the
 * provider (`askAtMs`) and how many times it asked without settling it (`asks`, none yet when absent).
 * Documents from before decision 026 have no `askAtMs`, so reconciliation never reaches them.
 */
export const reconcileFields = {
  askAtMs: z.optional(z.int()),
  asks: z.optional(z.int().check(z.nonnegative())),
};

/** payments/{paymentId}: one attempt to pay an order. Functions only; no client reads or writes it. */
export const paymentSchema = z.object({
  orderId: z.string(),
  uid: z.string(),
  provider: paymentProviderSchema,
  /**
   * What it pays: the order's total, the balance a change or its weighing left due (the order's
   * `balance`), or what is due at the door, asked for by the driver there.
   */
  purpose: z._default(z.enum(['order', 'balance', 'door']), 'order'),
  /**
   * A prompt a driver sent at the door (purpose `door`, decision 057): who, so the money shows as taken
   * by them. Absent on every other payment.
   */
  collector: z.optional(z.object({ driverId: z.string(), driverName: z.string() })),
  amountCents: centsSchema,
  /** M-Pesa: the normalised payer phone; card: null. */
  phone: z.nullable(z.string()),
  state: z.enum(PAYMENT_STATES),
  /** M-Pesa CheckoutRequestID or Paystack reference. */
  providerRef: z.nullable(z.string()),
  receipt: z.nullable(z.string()),
  resultCode: z.nullable(z.string()),
  message: z.nullable(z.string()),
  /** The unguessable part of the callback URL (M-Pesa callbacks are not signed). */
  callbackSecret: z.string(),
  /** Money arrived for an order that may no longer be paid (closed, or paid already): refund it. */
  needsRefund: z._default(z.boolean(), false),
  ...reconcileFields,
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** M-Pesa Express result codes as sentences for /paymentprocess (../shared/notes/payments.md). */
export function describeMpesaResult(code: number): string {
  return code === 0
    ? 'Payment received. Thank you!'
    : refusalSentenceOfPayment({ reason: 'mpesa-failed', failure: mpesaFailure(code) });
}

/** When another payment may start after one started at `startedAtMs` whose answer was lost: its window is past. */
export const payAgainAt = (startedAtMs: number) => startedAtMs + PAYMENT_WINDOW_MS;

/** What the customer is told when the provider's answer to a payment started at `startedAtMs` was lost. */
export const unconfirmedPayment = (startedAtMs: number): PaymentRefusal => ({
  reason: 'payment-awaiting-answer',
  untilMs: payAgainAt(startedAtMs),
});

/**
 * Why another payment may not start while the last one's outcome is unknown and it may still be answered
 * (decision 026): paying again could charge twice. Null once its window has passed.
 */
export function unconfirmedPaymentRefusal(startedAtMs: number, nowMs: number): PaymentRefusal | null {
  const untilMs = payAgainAt(startedAtMs);
  if (nowMs >= untilMs) return null;
  return { reason: 'payment-unconfirmed', minutes: minutesUntil(untilMs, nowMs) };
}
