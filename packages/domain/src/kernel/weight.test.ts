import { describe, expect, it } from 'vitest';
import { formatWeight } from './weight';

describe('formatWeight', () => {
  it('shows grams below a kilo and kilos above', () => {
    expect(formatWeight(750)).toBe('750 g');
    expect(formatWeight(1000)).toBe('1 kg');
    expect(formatWeight(1500)).toBe('1.5 kg');
    expect(formatWeight(1250)).toBe('1.25 kg');
    expect(formatWeight(1005)).toBe('1.005 kg');
    expect(formatWeight(1_200_000)).toBe('1,200 kg');
    expect(formatWeight(12_345_670)).toBe('12,345.67 kg');
  });
});
