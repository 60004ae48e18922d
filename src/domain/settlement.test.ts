import { describe, expect, it } from 'vitest';
import { balanceAfter, settleDifference } from './settlement';

describe('settleDifference', () => {
  it('absorbs up to 5% of what was charged, at most KES 50', () => {
    expect(settleDifference(4_000, 100_000)).toEqual({ settlement: 'absorbed', settleCents: 0 });
    expect(settleDifference(-5_000, 1_000_000)).toEqual({ settlement: 'absorbed', settleCents: 0 });
    expect(settleDifference(-5_100, 1_000_000)).toEqual({ settlement: 'refund', settleCents: 5_100 });
  });

  it('collects more, or refunds less, beyond the tolerance', () => {
    expect(settleDifference(30_000, 200_000)).toEqual({ settlement: 'topUp', settleCents: 30_000 });
    expect(settleDifference(-30_000, 200_000)).toEqual({ settlement: 'refund', settleCents: 30_000 });
  });

  it('counts a balance still unpaid: a smaller total first cancels it before anything goes back', () => {
    expect(settleDifference(0, 200_000, 30_000)).toEqual({ settlement: 'topUp', settleCents: 30_000 });
    expect(settleDifference(-20_000, 200_000, 30_000)).toEqual({ settlement: 'topUp', settleCents: 10_000 });
    expect(settleDifference(-50_000, 200_000, 30_000)).toEqual({ settlement: 'refund', settleCents: 20_000 });
  });
});

describe('balanceAfter', () => {
  it('leaves a top-up due and nothing otherwise', () => {
    expect(balanceAfter({ settlement: 'topUp', settleCents: 700 }, null)).toEqual({
      dueCents: 700,
      paymentId: null,
    });
    expect(balanceAfter({ settlement: 'refund', settleCents: 700 }, { dueCents: 300, paymentId: 'p' })).toBe(
      null,
    );
  });

  it('keeps a prompt already sent for the same amount, and forgets one for another amount', () => {
    const sent = { dueCents: 700, paymentId: 'p1' };
    expect(balanceAfter({ settlement: 'topUp', settleCents: 700 }, sent)).toEqual(sent);
    expect(balanceAfter({ settlement: 'topUp', settleCents: 900 }, sent)).toEqual({
      dueCents: 900,
      paymentId: null,
    });
  });
});
