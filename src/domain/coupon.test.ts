import { describe, expect, it } from 'vitest';
import { applyCoupon, couponSchema, type Coupon, type CouponContext } from './coupon';

const NOW = Date.UTC(2026, 10, 22, 9);
const coupon = (overrides: Partial<Coupon>): Coupon => ({
  code: 'KARIBU10',
  kind: 'percent',
  value: 1000,
  maxDiscountCents: null,
  minSubtotalCents: 0,
  startsAtMs: NOW - 86_400_000,
  endsAtMs: NOW + 86_400_000,
  usageCap: null,
  usedCount: 0,
  perCustomerLimit: null,
  firstOrderOnly: false,
  eligibleGroups: [],
  active: true,
  ...overrides,
});
const context = (overrides: Partial<CouponContext> = {}): CouponContext => ({
  nowMs: NOW,
  subtotalCents: 200_000,
  lineTotalsByGroup: { beef: 150_000, spice: 50_000 },
  deliveryFeeCents: 25_000,
  customerUses: 0,
  customerHasOrdered: false,
  ...overrides,
});

describe('applyCoupon', () => {
  it('takes a percentage of the subtotal', () => {
    expect(applyCoupon(coupon({}), context())).toEqual({
      ok: true,
      discountCents: 20_000,
      waivesDelivery: false,
    });
  });
  it('caps a percentage at the maximum discount', () => {
    expect(applyCoupon(coupon({ maxDiscountCents: 5_000 }), context())).toMatchObject({
      discountCents: 5_000,
    });
  });
  it('takes a fixed amount but never more than the eligible lines', () => {
    expect(applyCoupon(coupon({ kind: 'fixed', value: 30_000 }), context())).toMatchObject({
      discountCents: 30_000,
    });
    const small = context({ subtotalCents: 10_000, lineTotalsByGroup: { beef: 10_000 } });
    expect(applyCoupon(coupon({ kind: 'fixed', value: 30_000 }), small)).toMatchObject({
      discountCents: 10_000,
    });
  });
  it('applies only to eligible groups', () => {
    expect(applyCoupon(coupon({ eligibleGroups: ['spice'] }), context())).toMatchObject({
      discountCents: 5_000,
    });
    expect(applyCoupon(coupon({ eligibleGroups: ['rabbit'] }), context())).toEqual({
      ok: false,
      reason: 'The code KARIBU10 does not apply to anything in your cart.',
    });
  });
  it('waives delivery for a free-delivery coupon', () => {
    expect(applyCoupon(coupon({ kind: 'freeDelivery', value: 0 }), context())).toEqual({
      ok: true,
      discountCents: 0,
      waivesDelivery: true,
    });
    expect(
      applyCoupon(coupon({ kind: 'freeDelivery', value: 0 }), context({ deliveryFeeCents: 0 })),
    ).toMatchObject({
      ok: false,
    });
  });
  it.each([
    [{ active: false }, {}, /no longer active/],
    [{ startsAtMs: NOW + 1 }, {}, /not valid yet/],
    [{ endsAtMs: NOW }, {}, /has expired/],
    [{ usageCap: 5, usedCount: 5 }, {}, /has been used up/],
    [{ perCustomerLimit: 1 }, { customerUses: 1 }, /already used/],
    [{ firstOrderOnly: true }, { customerHasOrdered: true }, /first order only/],
    [{ minSubtotalCents: 300_000 }, {}, /at least Ksh\s3,000/],
  ] as const)('refuses %o with a precise reason', (overrides, ctx, reason) => {
    const result = applyCoupon(coupon(overrides), context(ctx));
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
  });
});

describe('couponSchema', () => {
  it('normalises the code and refuses an impossible percentage', () => {
    expect(couponSchema.parse({ ...coupon({}), code: ' karibu10 ' }).code).toBe('KARIBU10');
    expect(couponSchema.safeParse(coupon({ value: 20_000 })).success).toBe(false);
  });
});
