import { describe, expect, it } from 'vitest';
import { applyCoupon, couponSchema, invalidCoupon, type Coupon, type CouponContext } from './coupon';
import { COUPON_SENTENCES } from './coupon-refusals';
import { sayRefusal } from '../kernel/refusal';

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
      refusal: { reason: 'coupon-not-for-cart', code: 'KARIBU10' },
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
    [{ active: false }, {}],
    [{ startsAtMs: NOW + 1 }, {}],
    [{ endsAtMs: NOW }, {}],
    [{ usageCap: 5, usedCount: 5 }, {}],
    [{ perCustomerLimit: 1 }, { customerUses: 1 }],
    [{ firstOrderOnly: true }, { customerHasOrdered: true }],
  ] as const)('refuses %o as it refuses a code that does not exist', (overrides, ctx) => {
    const refused = coupon(overrides);
    expect(applyCoupon(refused, context(ctx))).toEqual({
      ok: false,
      refusal: invalidCoupon(refused.code),
    });
  });
  it('tells a basket that does not qualify why', () => {
    const result = applyCoupon(coupon({ minSubtotalCents: 300_000 }), context());
    expect(result.ok ? '' : sayRefusal(COUPON_SENTENCES, result.refusal)).toMatch(/at least Ksh\s3,000/);
  });
});

describe('couponSchema', () => {
  it('normalises the code and refuses an impossible percentage', () => {
    expect(couponSchema.parse({ ...coupon({}), code: ' karibu10 ' }).code).toBe('KARIBU10');
    expect(couponSchema.safeParse(coupon({ value: 20_000 })).success).toBe(false);
  });
});
