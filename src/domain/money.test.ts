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
});
