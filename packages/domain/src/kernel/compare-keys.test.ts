import { describe, expect, it } from 'vitest';
import { compareKeys } from './compare-keys';

describe('compareKeys', () => {
  it('orders ISO dates, months and order numbers as they run', () => {
    expect(['2026-11-30', '2026-11-09', '2026-12-01'].sort(compareKeys)).toEqual([
      '2026-11-09',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(['NY-0102', 'NY-0099', 'NY-0100'].sort(compareKeys)).toEqual(['NY-0099', 'NY-0100', 'NY-0102']);
  });

  it('says equal keys are equal and is antisymmetric', () => {
    expect(compareKeys('2026-11', '2026-11')).toBe(0);
    expect(compareKeys('a', 'b')).toBe(-1);
    expect(compareKeys('b', 'a')).toBe(1);
  });
});
