import { z } from 'zod/mini';
import { centsSchema, formatKes } from '../kernel/money';
import type { RefusalSentences } from '../kernel/refusal';

/**
 * The payments' refusals only staff meet (decision 073): counting a driver's cash in, and giving money
 * back. A module of their own, which only the back office and the functions load: beside cash-up.ts and
 * refund.ts, which every visitor's screens load with the callables, they would ride in the customer's
 * precache.
 */

/**
 * Why a cash-up cannot be confirmed (decision 073): the count is short of or over what the driver's
 * cash adds up to, with no reason given (`cents`, the difference); or the cash named is not what the
 * screen showed: not on record, another driver's, or counted already (the order's number).
 */
export const cashUpRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('cash-count-short'), cents: centsSchema, expectedCents: centsSchema }),
  z.object({ reason: z.literal('cash-count-over'), cents: centsSchema, expectedCents: centsSchema }),
  z.object({ reason: z.literal('cash-not-on-record') }),
  z.object({ reason: z.literal('cash-another-driver'), number: z.string() }),
  z.object({ reason: z.literal('cash-already-counted'), number: z.string() }),
]);
export type CashUpRefusal = z.infer<typeof cashUpRefusalSchema>;

export const CASH_UP_SENTENCES: RefusalSentences<CashUpRefusal> = {
  'cash-count-short': ({ cents, expectedCents }) =>
    `The count is ${formatKes(cents)} short of the ${formatKes(expectedCents)} expected: say why.`,
  'cash-count-over': ({ cents, expectedCents }) =>
    `The count is ${formatKes(cents)} over the ${formatKes(expectedCents)} expected: say why.`,
  'cash-not-on-record': () => 'Some of this cash is not on record. Reload the cash-up.',
  'cash-another-driver': ({ number }) => `The cash of order ${number} is another driver’s.`,
  'cash-already-counted': ({ number }) =>
    `The cash of order ${number} was already counted in another cash-up. Reload the cash-up.`,
};

/**
 * Why a refund may not be made (decision 073): the amount (not whole cents, not above 0, more than the
 * payment or than is left of it, cents on M-Pesa), the payment (none, not gone through, refunded in full
 * already) or the reason given for it (too short or too long).
 */
export const refundRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('refund-not-cents') }),
  z.object({ reason: z.literal('refund-not-positive') }),
  z.object({ reason: z.literal('refund-whole-shillings') }),
  z.object({ reason: z.literal('refund-over-payment'), cents: centsSchema }),
  z.object({ reason: z.literal('refund-only-left'), cents: centsSchema }),
  z.object({ reason: z.literal('payment-missing') }),
  z.object({ reason: z.literal('refund-not-paid') }),
  z.object({ reason: z.literal('refund-already-full') }),
  z.object({ reason: z.literal('refund-reason-length'), min: z.int(), max: z.int() }),
]);
export type RefundRefusal = z.infer<typeof refundRefusalSchema>;

export const REFUND_SENTENCES: RefusalSentences<RefundRefusal> = {
  'refund-not-cents': () => 'A refund is a whole number of cents.',
  'refund-not-positive': () => 'A refund must be more than Ksh 0.',
  'refund-whole-shillings': () => 'M-Pesa refunds are in whole shillings.',
  'refund-over-payment': ({ cents }) =>
    `A refund larger than the payment (${formatKes(cents)}) is not possible.`,
  'refund-only-left': ({ cents }) => `Only ${formatKes(cents)} of this payment is left to refund.`,
  'payment-missing': () => 'There is no such payment.',
  'refund-not-paid': () => 'Only a payment that went through can be refunded.',
  'refund-already-full': () => 'This payment has already been refunded in full.',
  'refund-reason-length': ({ min, max }) => `Give a reason of ${min} to ${max} characters.`,
};
