import { afterEach, describe, expect, it } from 'vitest';
import { formatDeliveryDay } from '../delivery/delivery-day';
import { LOCALES } from './locale';
import { formatNairobiDateTime, formatNairobiTime, nairobiClock } from './nairobi-time';
import {
  calendarClock,
  formatDayMonthYear,
  formatMonthYear,
  weekdayDayMonthYear,
  weekdayTime,
} from './shop-dates';

const Original = Intl.DateTimeFormat;
const enKE = (options: Intl.DateTimeFormatOptions) => new Original('en-KE', options);

const HOUR_MS = 3_600_000;
/** Every 7 hours and 13 minutes over two years, leap day included: each month, weekday and hour of the day. */
const INSTANTS = Array.from(
  { length: Math.floor((2 * 366 * 24) / 7.2) },
  (_, index) => Date.UTC(2027, 0, 1) + index * (7 * HOUR_MS + 13 * 60_000),
).concat(Date.UTC(2028, 1, 29, 21, 0), Date.UTC(2026, 11, 31, 21, 0), Date.UTC(2026, 11, 31, 20, 59));

describe('dates composed from the wall clock', () => {
  afterEach(() => {
    Intl.DateTimeFormat = Original;
  });

  it('say every Nairobi time as en-KE’s formatter does', () => {
    const dateTime = enKE({
      timeZone: 'Africa/Nairobi',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    const time = enKE({ timeZone: 'Africa/Nairobi', hour: '2-digit', minute: '2-digit' });
    for (const ms of INSTANTS) {
      expect(formatNairobiDateTime(ms)).toBe(dateTime.format(ms));
      expect(formatNairobiTime(ms)).toBe(time.format(ms));
    }
  });

  it('say every calendar day and month as en-KE’s formatter does', () => {
    const day = enKE({ timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
    const month = enKE({ timeZone: 'UTC', month: 'long', year: 'numeric' });
    const deliveryDay = enKE({ timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
    for (const ms of INSTANTS) {
      const date = new Date(ms).toISOString().slice(0, 10);
      expect(formatDayMonthYear(date)).toBe(day.format(ms));
      expect(formatMonthYear(date.slice(0, 7))).toBe(month.format(ms));
      expect(formatDeliveryDay(date)).toBe(deliveryDay.format(ms));
    }
  });

  it.each(LOCALES)('say the page’s dates in %s as its formatter does', (locale) => {
    const format = (options: Intl.DateTimeFormatOptions) => new Original(locale, options);
    const dayAndTime = format({
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Africa/Nairobi',
    });
    const longDay = format({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const dateTime = format({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' });
    const shortDay = format({
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const ms of INSTANTS) {
      const date = new Date(ms).toISOString().slice(0, 10);
      const midnight = Date.parse(`${date}T00:00:00Z`);
      expect(weekdayTime(nairobiClock(ms), locale)).toBe(dayAndTime.format(ms));
      expect(formatDeliveryDay(date, locale)).toBe(longDay.format(midnight));
      expect(weekdayDayMonthYear(calendarClock(date), locale)).toBe(shortDay.format(midnight));
      expect(formatNairobiDateTime(ms, locale)).toBe(dateTime.format(ms));
    }
  });

  it('make no Intl formatter, whose first one loads the locale’s data', () => {
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    const ms = Date.UTC(2026, 8, 1, 3, 5);
    expect(formatNairobiDateTime(ms)).toBe('1 Sept 2026, 06:05');
    expect(formatNairobiTime(ms)).toBe('06:05');
    expect(formatDayMonthYear('2026-09-01')).toBe('1 Sept 2026');
    expect(formatMonthYear('2026-09')).toBe('September 2026');
    expect(formatDeliveryDay('2026-09-01')).toBe('Tuesday, 1 September');
    expect(formatDeliveryDay('2026-09-01', 'sw-KE')).toBe('Jumanne, 1 Septemba');
    expect(weekdayTime(nairobiClock(ms), 'sw-KE')).toBe('Jumanne 06:05');
    expect(weekdayDayMonthYear(calendarClock('2026-09-01'), 'sw-KE')).toBe('Jumanne, 1 Sep 2026');
    expect(formatNairobiDateTime(Date.UTC(2026, 2, 15, 20, 59), 'sw-KE')).toBe('15 Mac 2026, 23:59');
    expect(made).toBe(0);
  });
});

describe('formatDayMonthYear', () => {
  it('writes the calendar day itself, whatever the device’s time zone', () => {
    expect(formatDayMonthYear('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDayMonthYear('2027-01-01')).toBe('1 Jan 2027');
  });
});

describe('formatMonthYear', () => {
  it('names a month of a report, whatever the device’s time zone', () => {
    expect(formatMonthYear('2026-11')).toBe('November 2026');
    expect(formatMonthYear('2027-01')).toBe('January 2027');
  });
});
