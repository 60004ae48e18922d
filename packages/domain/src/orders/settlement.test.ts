import { describe, expect, it } from 'vitest';
import { formatKes } from '../kernel/money';
import { sayRefusal } from '../kernel/refusal';
import {
  balanceAfter,
  balancePromptRefusal,
  describeSettlement,
  owedBackCents,
  settleDifference,
  settleOrder,
} from './settlement';
import { BALANCE_PROMPT_SENTENCES } from './staff-order-refusals';

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
});

describe('settleOrder', () => {
  it('settles against the money held, not the total an earlier settlement absorbed', () => {
    // Paid 2,000; a change to 1,960 was absorbed; the scale says 2,050: 50 more than was paid, absorbed.
    expect(settleOrder(205_000, { paidCents: 200_000, refundedCents: 0 })).toEqual({
      settlement: 'absorbed',
      settleCents: 0,
    });
    // The reverse: a change to 2,040 absorbed, weighed at 1,950: 50 less than was paid, nothing goes back.
    expect(settleOrder(195_000, { paidCents: 200_000, refundedCents: 0 })).toEqual({
      settlement: 'absorbed',
      settleCents: 0,
    });
  });

  it('counts a balance still unpaid and what went or is going back', () => {
    // Paid 2,000, changed to 2,300 (300 due): the scale's 2,200 leaves 200 due, not 300 - 100.
    expect(settleOrder(220_000, { paidCents: 200_000, refundedCents: 0 })).toEqual({
      settlement: 'topUp',
      settleCents: 20_000,
    });
    // Paid 2,000 and a 300 balance, 300 refunded, 200 on its way back: 1,800 held for a 2,100 total.
    expect(settleOrder(210_000, { paidCents: 230_000, refundedCents: 30_000 }, 20_000)).toEqual({
      settlement: 'topUp',
      settleCents: 30_000,
    });
  });

  it('settles nothing for an order that received nothing', () => {
    expect(settleOrder(220_000, { paidCents: 0, refundedCents: 0 })).toBeNull();
  });
});

describe('owedBackCents', () => {
  it('adds refunds in flight and what is left to give back of flagged payments', () => {
    const refunds = [
      { paymentId: 'a', state: 'succeeded' as const, amountCents: 1_000 },
      { paymentId: 'a', state: 'pending' as const, amountCents: 2_000 },
      { paymentId: 'b', state: 'requested' as const, amountCents: 500 },
      { paymentId: 'b', state: 'failed' as const, amountCents: 9_000 },
    ];
    expect(owedBackCents(refunds, [])).toBe(2_500);
    // b (3,000) was flagged: 500 of it is on its way, 2,500 still to send.
    expect(owedBackCents(refunds, [{ paymentId: 'b', amountCents: 3_000 }])).toBe(5_000);
  });
});

describe('describeSettlement', () => {
  it('says what happens to the difference, or that nothing was paid', () => {
    expect(describeSettlement({ settlement: 'topUp', settleCents: 20_000 })).toBe(
      `the customer owes ${formatKes(20_000)}`,
    );
    expect(describeSettlement(null)).toBe('nothing paid yet');
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

describe('balancePromptRefusal', () => {
  const due = {
    status: 'weighed',
    paidCents: 205_000,
    balance: { dueCents: 13_500, paymentId: null },
  } as const;

  it('allows a prompt for a balance due on an order still to deliver that received money', () => {
    expect(balancePromptRefusal(due)).toBeNull();
  });

  it('refuses an order called off, one that received nothing, and one with nothing due', () => {
    expect(balancePromptRefusal({ ...due, status: 'refunded' })).toEqual({
      reason: 'balance-not-to-deliver',
    });
    expect(balancePromptRefusal({ ...due, status: 'confirmed', paidCents: 0 })).toEqual({
      reason: 'balance-nothing-paid',
    });
    expect(balancePromptRefusal({ ...due, balance: { dueCents: 0, paymentId: 'p' } })).toEqual({
      reason: 'balance-nothing-due',
    });
    expect(sayRefusal(BALANCE_PROMPT_SENTENCES, { reason: 'balance-nothing-due' })).toBe(
      'Nothing is due on this order.',
    );
  });
});
