import { describe, expect, it } from 'vitest';
import { calendarDateSchema, daysBetween } from './calendar-date';

describe('calendarDateSchema', () => {
  it('accepts real dates, leap days included', () => {
    expect(calendarDateSchema.safeParse('2026-11-23').success).toBe(true);
    expect(calendarDateSchema.safeParse('2028-02-29').success).toBe(true);
  });

  it.each(['2026-11-00', '2026-04-31', '2027-02-29', '2026-13-01', '26-11-23', '2026-11-23T00:00'])(
    'refuses %s',
    (value) => {
      expect(calendarDateSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('daysBetween', () => {
  it('counts whole days either way, across months', () => {
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysBetween('2026-11-28', '2026-12-02')).toBe(4);
    expect(daysBetween('2026-12-02', '2026-11-28')).toBe(-4);
  });
});
