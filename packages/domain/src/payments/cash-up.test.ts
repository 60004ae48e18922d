import { describe, expect, it } from 'vitest';
import { cashUpRefusal, confirmCashUpInput } from './cash-up';

describe('a driver’s cash-up', () => {
  it('confirms a count that matches without a reason', () => {
    expect(cashUpRefusal(10_200, 10_200, '')).toBeNull();
  });

  it('asks why a count is short or over, and takes it with a reason', () => {
    expect(cashUpRefusal(10_200, 10_000, '')).toBe(
      'The count is Ksh\u00a02 short of the Ksh\u00a0102 expected: say why.',
    );
    expect(cashUpRefusal(10_200, 20_000, ' ')).toBe(
      'The count is Ksh\u00a098 over the Ksh\u00a0102 expected: say why.',
    );
    expect(cashUpRefusal(10_200, 10_000, 'Gave change from his own pocket')).toBeNull();
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
