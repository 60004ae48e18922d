import { describe, expect, it } from 'vitest';
import { couponState, describeDiscount } from './coupon-facts';

const NOW = Date.UTC(2026, 10, 23, 9);
const running = { active: true, startsAtMs: NOW - 1, endsAtMs: NOW + 1, usageCap: 10, usedCount: 3 };

describe('describeDiscount', () => {
  it('says what each kind takes off, in words and shillings', () => {
    expect(
      describeDiscount({ kind: 'percent', value: 1000, maxDiscountCents: 100_000 }).replace(/\s/g, ' '),
    ).toBe('10% off, at most Ksh 1,000');
    expect(
      describeDiscount({ kind: 'fixed', value: 20_000, maxDiscountCents: null }).replace(/\s/g, ' '),
    ).toBe('Ksh 200 off');
    expect(describeDiscount({ kind: 'freeDelivery', value: 0, maxDiscountCents: null })).toBe(
      'Free delivery',
    );
  });
});

describe('couponState', () => {
  it('follows applyCoupon’s order: disabled, then the window, then the cap', () => {
    expect(couponState(running, NOW)).toBe('running');
    expect(couponState({ ...running, active: false }, NOW)).toBe('disabled');
    expect(couponState(running, NOW - 2)).toBe('scheduled');
    expect(couponState(running, NOW + 1)).toBe('ended');
    expect(couponState({ ...running, usedCount: 10 }, NOW)).toBe('usedUp');
  });
});
