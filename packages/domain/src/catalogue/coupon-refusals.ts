import { z } from 'zod/mini';
import { centsSchema, formatKes } from '../kernel/money';
import type { RefusalSentences } from '../kernel/refusal';

/**
 * Why a coupon takes nothing off (decision 073). `coupon-invalid` is the one answer for a code that does not
 * exist or that this customer may not use now (inactive, not started, expired, used up, used already,
 * first orders only): telling them apart would let anyone find real codes by trying them
 * (docs/decisions/025-order-abuse-limits.md).
 */
export const couponRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('coupon-invalid'), code: z.string() }),
  z.object({ reason: z.literal('coupon-below-minimum'), code: z.string(), cents: centsSchema }),
  z.object({ reason: z.literal('coupon-not-for-cart'), code: z.string() }),
  z.object({ reason: z.literal('delivery-already-free') }),
  z.object({ reason: z.literal('coupon-gone'), code: z.string() }),
]);
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;

export const COUPON_SENTENCES: RefusalSentences<CouponRefusal> = {
  'coupon-invalid': ({ code }) => `The code ${code} is not valid.`,
  'coupon-below-minimum': ({ code, cents }) =>
    `The code ${code} needs an order of at least ${formatKes(cents)}.`,
  'coupon-not-for-cart': ({ code }) => `The code ${code} does not apply to anything in your cart.`,
  'delivery-already-free': () => 'Your delivery is already free.',
  'coupon-gone': ({ code }) => `The code ${code} no longer exists.`,
};
