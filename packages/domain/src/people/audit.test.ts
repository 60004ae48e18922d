import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('keeps only the fields that changed, on both sides', () => {
    expect(changedFields({ driverId: null, status: 'paid' }, { driverId: 'd1', status: 'paid' })).toEqual({
      before: { driverId: null },
      after: { driverId: 'd1' },
    });
  });

  it('compares nested values by content and names a field that did not exist as null', () => {
    const lines = [{ itemId: 'a', grams: 500 }];
    expect(changedFields({ lines }, { lines: [{ itemId: 'a', grams: 500 }], butcherId: 'b1' })).toEqual({
      before: { butcherId: null },
      after: { butcherId: 'b1' },
    });
  });
});
