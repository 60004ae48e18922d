import { describe, expect, it } from 'vitest';
import { sayRefusal } from '../kernel/refusal';
import { cashUpRefusal, confirmCashUpInput } from './cash-up';
import { CASH_UP_SENTENCES } from './staff-payment-refusals';

describe('a driver’s cash-up', () => {
  it('confirms a count that matches without a reason', () => {
    expect(cashUpRefusal(10_200, 10_200, '')).toBeNull();
  });

  it('asks why a count is short or over, and takes it with a reason', () => {
    const short = cashUpRefusal(10_200, 10_000, '');
    expect(short).toEqual({ reason: 'cash-count-short', cents: 200, expectedCents: 10_200 });
    const over = cashUpRefusal(10_200, 20_000, ' ');
    expect(over).toEqual({ reason: 'cash-count-over', cents: 9_800, expectedCents: 10_200 });
    expect(cashUpRefusal(10_200, 10_000, 'Gave change from his own pocket')).toBeNull();
    expect(short && sayRefusal(CASH_UP_SENTENCES, short)).toBe(
      'The count is Ksh\u00a02 short of the Ksh\u00a0102 expected: say why.',
    );
    expect(over && sayRefusal(CASH_UP_SENTENCES, over)).toBe(
      'The count is Ksh\u00a098 over the Ksh\u00a0102 expected: say why.',
    );
  });

  it('names the order whose cash is not the driver’s to count', () => {
    expect(sayRefusal(CASH_UP_SENTENCES, { reason: 'cash-another-driver', number: 'NY-12' })).toBe(
      'The cash of order NY-12 is another driver’s.',
    );
    expect(sayRefusal(CASH_UP_SENTENCES, { reason: 'cash-already-counted', number: 'NY-12' })).toBe(
      'The cash of order NY-12 was already counted in another cash-up. Reload the cash-up.',
    );
  });

  it('refuses a negative count, no cash at all, and fractions of a cent at the boundary', () => {
    const input = { driverId: 'd', reportIds: ['r'], countedCents: 10_200, reason: '' };
    expect(confirmCashUpInput.safeParse(input).success).toBe(true);
    expect(confirmCashUpInput.safeParse({ ...input, countedCents: -100 }).error?.issues[0]?.message).toBe(
      'The cash counted cannot be negative',
    );
    expect(confirmCashUpInput.safeParse({ ...input, countedCents: 10.5 }).success).toBe(false);
    expect(confirmCashUpInput.safeParse({ ...input, reportIds: [] }).error?.issues[0]?.message).toBe(
      'There is no cash to count',
    );
  });
});
