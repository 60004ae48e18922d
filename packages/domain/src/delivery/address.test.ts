import { describe, expect, it } from 'vitest';
import { formatAddressLine } from './address';

describe('formatAddressLine', () => {
  it('puts building, street and area on one line, leaving out what is blank', () => {
    const office = { building: 'Britam Tower, 14th floor', street: 'Ralph Bunche Road', area: 'Upper Hill' };
    expect(formatAddressLine(office)).toBe('Britam Tower, 14th floor, Ralph Bunche Road, Upper Hill');
    expect(formatAddressLine({ ...office, building: '' })).toBe('Ralph Bunche Road, Upper Hill');
  });
});
