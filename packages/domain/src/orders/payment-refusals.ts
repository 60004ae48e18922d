import { z } from 'zod/mini';
import { centsSchema, formatKes } from '../kernel/money';
import { formatNairobiTime } from '../kernel/nairobi-time';
import { orderStatusSchema } from '../kernel/order-status';
import type { RefusalSentences } from '../kernel/refusal';

/** Why M-Pesa did not complete a payment, from its result code (../shared/notes/payments.md). */
export const MPESA_FAILURES = [
  'balance',
  'cancelled',
  'unreachable',
  'wrong-pin',
  'busy',
  'expired',
  'not-sent',
  'unavailable',
  'other',
] as const;
export type MpesaFailure = (typeof MPESA_FAILURES)[number];

const MPESA_FAILURE_OF_CODE: Partial<Record<number, MpesaFailure>> = {
  1: 'balance',
  1032: 'cancelled',
  1037: 'unreachable',
  2001: 'wrong-pin',
  1001: 'busy',
  1019: 'expired',
  1025: 'not-sent',
  9999: 'not-sent',
  17: 'unavailable',
};

/** An M-Pesa result code other than 0 (success), as what went wrong. */
export const mpesaFailure = (code: number): MpesaFailure => MPESA_FAILURE_OF_CODE[code] ?? 'other';

const MPESA_FAILURE_SENTENCES: Record<MpesaFailure, string> = {
  balance: 'Your M-Pesa balance is not enough for this payment. Top up or pay by card, then try again.',
  cancelled: 'You cancelled the M-Pesa prompt. Try again when you are ready.',
  unreachable: 'We could not reach your phone. Make sure it is on and has signal, then try again.',
  'wrong-pin': 'The M-Pesa PIN was wrong. Try again.',
  busy: 'Your phone is busy with another M-Pesa request. Wait a moment and try again.',
  expired: 'The M-Pesa prompt expired before it was answered. Try again.',
  'not-sent': 'M-Pesa could not send the prompt to your phone. Try again.',
  unavailable: 'M-Pesa is not available for this shop right now. Pay by card or try later.',
  other: 'M-Pesa did not complete the payment. Try again or pay by card.',
};

/**
 * Why a payment may not start (decision 073): the order (someone else's, expired, cancelled, paid, free),
 * the last payment's outcome still unknown (decision 026), the provider out of reach; and at the door,
 * why the driver may not prompt for it. Why a payment did not go through (the provider's answer), or what
 * became of it when the answer is late. And why an account may not go yet: money still in flight on one
 * of its orders (decision 064).
 */
export const paymentRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('pay-not-yours') }),
  z.object({ reason: z.literal('order-expired') }),
  z.object({ reason: z.literal('order-cancelled') }),
  z.object({ reason: z.literal('order-paid') }),
  z.object({ reason: z.literal('nothing-to-pay') }),
  z.object({ reason: z.literal('payment-unconfirmed'), minutes: z.int() }),
  z.object({ reason: z.literal('payment-unreachable') }),
  z.object({ reason: z.literal('card-page-failed') }),
  z.object({ reason: z.literal('delivery-not-yours') }),
  z.object({ reason: z.literal('no-phone-to-prompt') }),
  z.object({ reason: z.literal('door-not-on-road') }),
  z.object({ reason: z.literal('door-nothing-due') }),
  z.object({ reason: z.literal('deletion-order-unpaid'), number: z.string() }),
  z.object({ reason: z.literal('deletion-order-in-flight'), number: z.string() }),
  z.object({ reason: z.literal('deletion-refund-in-flight'), number: z.string() }),
  z.object({ reason: z.literal('consent-wording-changed') }),
  z.object({ reason: z.literal('mpesa-failed'), failure: z.enum(MPESA_FAILURES) }),
  z.object({ reason: z.literal('card-failed'), gateway: z.nullable(z.string()) }),
  z.object({ reason: z.literal('card-not-started') }),
  z.object({ reason: z.literal('card-needs-email') }),
  z.object({ reason: z.literal('payment-awaiting-answer'), untilMs: z.int() }),
  z.object({ reason: z.literal('paid-after-close'), cents: centsSchema, status: orderStatusSchema }),
  z.object({ reason: z.literal('refund-refused'), provider: z.enum(['mpesa', 'card']), detail: z.string() }),
]);
export type PaymentRefusal = z.infer<typeof paymentRefusalSchema>;

export const PAYMENT_SENTENCES: RefusalSentences<PaymentRefusal> = {
  'pay-not-yours': () => 'You can only pay for your own orders.',
  'order-expired': () => 'This order has expired. Place it again to pay.',
  'order-cancelled': () => 'This order was cancelled.',
  'order-paid': () => 'This order is already paid.',
  'nothing-to-pay': () => 'This order has nothing to pay.',
  'payment-unconfirmed': ({ minutes }) =>
    `We are still waiting to hear whether your last payment went through. If a prompt is on your phone, answer it instead of paying again. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  'payment-unreachable': () => 'We could not reach the payment service. Try again in a moment.',
  'card-page-failed': () => 'The card page could not be opened.',
  'delivery-not-yours': () => 'This delivery is not yours.',
  'no-phone-to-prompt': () => 'This order has no phone number to prompt.',
  'door-not-on-road': () => 'Only an order on the road is paid at the door.',
  'door-nothing-due': () => 'Nothing is due on this order: it is paid.',
  'deletion-order-unpaid': ({ number }) =>
    `Order ${number} is waiting for payment. Cancel it (or let it expire), then delete your account.`,
  'deletion-order-in-flight': ({ number }) =>
    `Order ${number} is paid and not yet delivered, so money is still in flight. You can delete your account once it is delivered or refunded.`,
  'deletion-refund-in-flight': ({ number }) =>
    `A refund on order ${number} is still on its way to you. You can delete your account once it arrives.`,
  'consent-wording-changed': () =>
    'The wording on this page has changed since it loaded. Reload the page, read it again and choose.',
  'mpesa-failed': ({ failure }) => MPESA_FAILURE_SENTENCES[failure],
  'card-failed': ({ gateway }) =>
    `Your card payment did not go through${gateway ? ` (${gateway})` : ''}. Try again or pay by M-Pesa.`,
  'card-not-started': () => 'The card payment could not be started. Try again or pay by M-Pesa.',
  'card-needs-email': () => 'Add an email address to pay by card.',
  'payment-awaiting-answer': ({ untilMs }) =>
    `M-Pesa did not confirm that it sent the prompt. If one comes to your phone, answer it; do not pay again before ${formatNairobiTime(untilMs)}. The result shows here as soon as M-Pesa tells us.`,
  'paid-after-close': ({ cents, status }) =>
    `We received ${formatKes(cents)} after this order was ${status}; we will refund it.`,
  'refund-refused': ({ provider, detail }) =>
    `${provider === 'mpesa' ? 'M-Pesa' : 'Paystack'} would not take the refund (${detail}).`,
};
