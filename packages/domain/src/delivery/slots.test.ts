import { describe, expect, it } from 'vitest';
import { checkSlot, nairobiDate, slotOptions, slotStartMs } from './slots';

// 22 Nov 2026, 09:30 in Nairobi (06:30 UTC).
const NOW = Date.UTC(2026, 10, 22, 6, 30);

describe('delivery slots', () => {
  it('uses Nairobi calendar days', () => {
    expect(nairobiDate(Date.UTC(2026, 10, 22, 21, 30))).toBe('2026-11-23');
    expect(slotStartMs('2026-11-22', 'morning')).toBe(Date.UTC(2026, 10, 22, 5));
  });

  it('closes a window at the cut-off before it opens', () => {
    expect(checkSlot({ date: '2026-11-22', slotId: 'morning' }, NOW, 0, 10)).toEqual({
      reason: 'slot-too-late',
    });
    // Afternoon opens at 12:00; the cut-off is 10:00, still ahead at 09:30.
    expect(checkSlot({ date: '2026-11-22', slotId: 'afternoon' }, NOW, 0, 10)).toBeNull();
  });

  it('closes a full window', () => {
    expect(checkSlot({ date: '2026-11-23', slotId: 'evening' }, NOW, 10, 10)).toEqual({
      reason: 'slot-full',
    });
  });

  it('refuses days beyond the booking horizon', () => {
    expect(checkSlot({ date: '2026-11-25', slotId: 'morning' }, NOW, 0, 10)).toEqual({
      reason: 'slot-too-far-ahead',
      days: 3,
    });
  });

  it('lists three days of three windows with the reason for each closed one', () => {
    const options = slotOptions(NOW, (slot) => (slot.slotId === 'evening' ? 10 : 0), 10);
    expect(options).toHaveLength(9);
    expect(
      options.filter((option) => option.open).map((option) => `${option.date} ${option.slotId}`),
    ).toEqual([
      '2026-11-22 afternoon',
      '2026-11-23 morning',
      '2026-11-23 afternoon',
      '2026-11-24 morning',
      '2026-11-24 afternoon',
    ]);
  });
});
