import { describe, expect, it } from 'vitest';
import { describeValue, fieldChanges } from './describe-value';

describe('describeValue', () => {
  it('reads values as staff would', () => {
    expect(describeValue(null)).toBe('—');
    expect(describeValue('')).toBe('—');
    expect(describeValue(false)).toBe('no');
    expect(describeValue(85_000)).toBe('85000');
    expect(describeValue({ cents: 90_000 })).toBe('{"cents":90000}');
  });
});

describe('fieldChanges', () => {
  it('pairs each changed field with its value before and after', () => {
    expect(fieldChanges({ active: true }, { active: false })).toEqual([
      { field: 'active', from: 'yes', to: 'no' },
    ]);
  });
  it('shows a created document’s fields as new', () => {
    expect(fieldChanges(null, { name: 'Pork' })).toEqual([{ field: 'name', from: '—', to: 'Pork' }]);
  });
});
