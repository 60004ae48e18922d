import { describe, expect, it } from 'vitest';
import { formatKes, kes } from './money';

describe('money', () => {
  it('keeps shillings as integer cents', () => {
    expect(kes(650)).toBe(65_000);
    expect(kes(0.1 + 0.2)).toBe(30);
  });

  it('formats in Kenyan shillings', () => {
    expect(formatKes(400_000)).toMatch(/^Ksh\s?4,000$/);
    expect(formatKes(127_550)).toMatch(/^Ksh\s?1,275\.50$/);
  });

  it('writes what en-KE writes for KES, sign and cents included', () => {
    const whole = new Intl.NumberFormat('en-KE', {
      style: 'currency',
      currency: 'KES',
      maximumFractionDigits: 0,
    });
    const withCents = new Intl.NumberFormat('en-KE', {
      style: 'currency',
      currency: 'KES',
      minimumFractionDigits: 2,
    });
    for (const cents of [0, 5, 99, 100, 400_000, 127_550, 123_456_789, -100_050, 10_000_000_000])
      expect(formatKes(cents)).toBe((cents % 100 === 0 ? whole : withCents).format(cents / 100));
  });
});
