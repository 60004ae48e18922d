import { describe, expect, it } from 'vitest';
import { addDays, dateSequence, daysBetween, isoDateSchema, weekday } from './calendar-date';

describe('calendar days', () => {
  it('counts across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-23', '2026-12-07')).toBe(14);
    expect(daysBetween('2026-12-07', '2026-11-23')).toBe(-14);
  });

  it('names weekdays from Sunday, as Date does', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-27')).toBe(5);
  });

  it('lists consecutive days', () => {
    expect(dateSequence('2026-02-27', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(dateSequence('2026-02-27', 0)).toEqual([]);
  });

  it('accepts only real days', () => {
    expect(isoDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(isoDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(isoDateSchema.safeParse('28/02/2026').success).toBe(false);
  });

  it.each(['2026-11-00', '2026-04-31', '2027-02-29', '2026-13-01', '2026-11-23T00:00'])(
    'refuses %s',
    (value) => {
      expect(isoDateSchema.safeParse(value).success).toBe(false);
    },
  );
});
