import { z } from 'zod/mini';
import { itemGroupIdSchema, type ItemGroupId } from './catalog';
import { centsSchema, type Cents } from '../kernel/money';
import type { CouponRefusal } from './coupon-refusals';

const couponRuleFields = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^[A-Z0-9-]{3,20}$/, 'Codes are 3 to 20 letters, digits or dashes'),
    ),
  kind: z.enum(['percent', 'fixed', 'freeDelivery']),
  /** Basis points for `percent` (1000 = 10%), cents for `fixed`, ignored for `freeDelivery`. */
  value: z.int().check(z.nonnegative()),
  maxDiscountCents: z.nullable(centsSchema),
  minSubtotalCents: centsSchema,
  startsAtMs: z.int(),
  endsAtMs: z.int(),
  usageCap: z.nullable(z.int().check(z.positive('A cap is at least 1 use'))),
  perCustomerLimit: z.nullable(z.int().check(z.positive('A limit is at least 1 use'))),
  firstOrderOnly: z.boolean(),
  /** Empty: every group. */
  eligibleGroups: z.array(itemGroupIdSchema),
  active: z.boolean(),
});

/** Rules that tie fields together, reported on the field to correct. */
function checkRules(coupon: z.infer<typeof couponRuleFields>, ctx: z.core.$RefinementCtx) {
  if (coupon.endsAtMs <= coupon.startsAtMs) {
    ctx.addIssue({ code: 'custom', message: 'The coupon must end after it starts', path: ['endsAtMs'] });
  }
  if (coupon.kind === 'percent' && (coupon.value <= 0 || coupon.value > 10_000)) {
    ctx.addIssue({ code: 'custom', message: 'A percentage is between 0.01% and 100%', path: ['value'] });
  }
  if (coupon.kind === 'fixed' && coupon.value <= 0) {
    ctx.addIssue({ code: 'custom', message: 'A fixed discount must be more than Ksh 0', path: ['value'] });
  }
}

/** What an Admin sets on a coupon (the union of what Vendure, Saleor and WooCommerce offer). */
export const couponRulesSchema = couponRuleFields.check(z.superRefine(checkRules));
export type CouponRules = z.infer<typeof couponRulesSchema>;

/** coupons/{code}: the rules and how often the coupon was used (counted by placeOrder, never by hand). */
export const couponSchema = z
  .extend(couponRuleFields, { usedCount: z.int().check(z.nonnegative()) })
  .check(z.superRefine(checkRules));
export type Coupon = z.infer<typeof couponSchema>;

/** What the coupon is applied to: the order's contents. */
export type CouponBasket = {
  /** Subtotal of all lines, and of the lines in the coupon's eligible groups. */
  subtotalCents: Cents;
  lineTotalsByGroup: Partial<Record<ItemGroupId, Cents>>;
  deliveryFeeCents: Cents;
};

/** The basket, and whether this customer may use the coupon now. */
export type CouponContext = CouponBasket & {
  nowMs: number;
  customerUses: number;
  customerHasOrdered: boolean;
};

export type CouponResult =
  { ok: true; discountCents: Cents; waivesDelivery: boolean } | { ok: false; refusal: CouponRefusal };

/**
 * Decides whether a coupon applies and what it takes off. A basket that does not qualify is told why (its
 * minimum, its groups); a code this customer may not use gets the same answer as a code that does not exist.
 */
export function applyCoupon(coupon: Coupon, context: CouponContext): CouponResult {
  return mayUseCoupon(coupon, context)
    ? couponDiscount(coupon, context)
    : { ok: false, refusal: invalidCoupon(coupon.code) };
}

/** The answer for a code that does not exist, or that this customer may not use now. */
export const invalidCoupon = (code: string): CouponRefusal => ({ reason: 'coupon-invalid', code });

/** Whether this customer may use the coupon now (its state, dates, caps, first order). */
function mayUseCoupon(coupon: Coupon, context: CouponContext): boolean {
  return (
    coupon.active &&
    context.nowMs >= coupon.startsAtMs &&
    context.nowMs < coupon.endsAtMs &&
    (coupon.usageCap === null || coupon.usedCount < coupon.usageCap) &&
    (coupon.perCustomerLimit === null || context.customerUses < coupon.perCustomerLimit) &&
    !(coupon.firstOrderOnly && context.customerHasOrdered)
  );
}

/**
 * What the coupon takes off this basket, or why the basket does not qualify (its minimum, its groups).
 * A change to a placed order asks only this: the right to use the coupon was settled when placing
 * (docs/decisions/018-changing-orders.md).
 */
export function couponDiscount(coupon: Coupon, basket: CouponBasket): CouponResult {
  const refuse = (refusal: CouponRefusal): CouponResult => ({ ok: false, refusal });
  const { code } = coupon;
  if (basket.subtotalCents < coupon.minSubtotalCents) {
    return refuse({ reason: 'coupon-below-minimum', code, cents: coupon.minSubtotalCents });
  }
  const eligibleCents =
    coupon.eligibleGroups.length === 0
      ? basket.subtotalCents
      : coupon.eligibleGroups.reduce((sum, group) => sum + (basket.lineTotalsByGroup[group] ?? 0), 0);
  if (eligibleCents === 0) return refuse({ reason: 'coupon-not-for-cart', code });

  if (coupon.kind === 'freeDelivery') {
    if (basket.deliveryFeeCents === 0) return refuse({ reason: 'delivery-already-free' });
    return { ok: true, discountCents: 0, waivesDelivery: true };
  }
  const raw = coupon.kind === 'percent' ? Math.round((eligibleCents * coupon.value) / 10_000) : coupon.value;
  const capped = Math.min(raw, coupon.maxDiscountCents ?? raw, eligibleCents);
  return { ok: true, discountCents: capped, waivesDelivery: false };
}
