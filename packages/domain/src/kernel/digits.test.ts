import { describe, expect, it } from 'vitest';
import { groupThousands } from './digits';

describe('groupThousands', () => {
  it('puts a comma between each group of three digits', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands(100000)).toBe('100,000');
  });
});
