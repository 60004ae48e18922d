import { describe, expect, it } from 'vitest';
import { demandEventOn, easterSunday, holidayOn, isPaydayWeek } from './demand-calendar';

describe('Kenyan holidays', () => {
  it('knows the fixed holidays in any year', () => {
    expect(holidayOn('2027-01-01')?.name).toBe('New Year’s Day');
    expect(holidayOn('2026-05-01')?.name).toBe('Labour Day');
    expect(holidayOn('2026-06-01')?.name).toBe('Madaraka Day');
    expect(holidayOn('2026-10-20')?.name).toBe('Mashujaa Day');
    expect(holidayOn('2030-12-12')?.name).toBe('Jamhuri Day');
    expect(holidayOn('2026-12-25')).toEqual({
      name: 'Christmas Day',
      kind: 'public-holiday',
      peaks: ['goat'],
    });
    expect(holidayOn('2026-12-26')?.peaks).toEqual(['goat']);
  });

  it('finds Easter by the computus, with Good Friday and Easter Monday', () => {
    expect(['2025', '2026', '2027', '2028', '2038'].map((year) => easterSunday(Number(year)))).toEqual([
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2038-04-25',
    ]);
    expect(holidayOn('2026-04-03')?.name).toBe('Good Friday');
    expect(holidayOn('2026-04-06')?.name).toBe('Easter Monday');
    expect(holidayOn('2026-04-05')).toBeNull();
  });

  it('knows Eid from its table, peaking goat and mutton', () => {
    expect(holidayOn('2026-03-20')).toEqual({
      name: 'Eid al-Fitr',
      kind: 'public-holiday',
      peaks: ['goat', 'sheep'],
    });
    expect(holidayOn('2027-05-17')?.name).toBe('Eid al-Adha');
    expect(holidayOn('2028-02-27')?.name).toBe('Eid al-Fitr');
  });

  it('returns null on an ordinary day', () => {
    expect(holidayOn('2026-11-23')).toBeNull();
    expect(holidayOn('2026-12-20')).toBeNull();
  });
});

describe('demand events and paydays', () => {
  it('runs the Christmas season from 15 December, holidays within it being their own event', () => {
    expect(demandEventOn('2026-12-14')).toBeNull();
    expect(demandEventOn('2026-12-15')?.name).toBe('Christmas season');
    expect(demandEventOn('2026-12-25')?.name).toBe('Christmas Day');
    expect(demandEventOn('2026-12-31')?.kind).toBe('season');
    expect(demandEventOn('2026-10-20')?.name).toBe('Mashujaa Day');
  });

  it('counts the 28th to the 3rd as payday week', () => {
    expect(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-03', '2026-03-04'].map(isPaydayWeek)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});
