import { describe, expect, it } from 'vitest';
import { describeSlot, describeSlotDate } from './slot-labels';

// 22 November 2026, 21:30 in Nairobi (18:30 UTC): late evening, so "tomorrow" is the 23rd.
const now = Date.UTC(2026, 10, 22, 18, 30);

describe('slot labels', () => {
  it('names today and tomorrow in Nairobi time', () => {
    expect(describeSlotDate('2026-11-22', now)).toBe('Today');
    expect(describeSlotDate('2026-11-23', now)).toBe('Tomorrow');
    expect(describeSlotDate('2026-11-25', now)).toBe('Wednesday, 25 November');
  });
  it('says when a window is on Nairobi days even after UTC midnight', () => {
    const afterUtcMidnight = Date.UTC(2026, 10, 22, 22, 30);
    expect(describeSlotDate('2026-11-23', afterUtcMidnight)).toBe('Today');
  });
  it('joins the day and the window', () => {
    expect(describeSlot({ date: '2026-11-23', slotId: 'morning' }, now)).toBe(
      'Tomorrow, Morning, 8:00–11:00',
    );
  });
});
