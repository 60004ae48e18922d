import { z } from 'zod/mini';
import { centsSchema, formatKes } from '../kernel/money';
import type { RefusalSentences } from '../kernel/refusal';

/**
 * The payments' refusals only staff meet (decision 073): counting a driver's cash in. A module of their
 * own, which only the back office and the functions load: beside cash-up.ts, which every visitor's screens
 * load with the callables, they would ride in the customer's precache.
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
