import type { IsoDate } from './calendar-date';

/**
 * Dates and times in English as en-KE writes them, composed from a wall clock rather than by `Intl`: a
 * browser's first Intl date formatter loads its locale's and time zone's data, 40–57 ms of one task on
 * this machine's Chromium at the first date a page shows and four times that on Lighthouse's phone
 * (decisions 047 and 077). The shop's dates are Nairobi's, which is UTC+3 all year, and calendar days,
 * which no zone moves: both are arithmetic. english-dates.test.ts holds every form to en-KE's formatter.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** en-KE's short months: three letters, but "Sept". */
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A wall clock's reading: the month from 0, the weekday from 0 for Sunday, as Date counts them. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
};

/** The wall clock at instant `ms` in a zone `offsetHours` east of UTC that keeps no daylight saving. */
export function wallClock(ms: number, offsetHours: number): WallClock {
  const shifted = new Date(ms + offsetHours * 3_600_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "06:05": hours of the 24-hour day, as en-KE shows them. */
export const hoursMinutes = ({ hour, minute }: WallClock): string =>
  `${twoDigits(hour)}:${twoDigits(minute)}`;

/** "1 Dec 2026". */
export const dayMonthYear = ({ day, month, year }: WallClock): string =>
  `${day} ${SHORT_MONTHS[month]} ${year}`;

/** "December 2026". */
const monthYear = ({ month, year }: WallClock): string => `${MONTHS[month]} ${year}`;

/** "Tuesday, 1 December". */
export const weekdayDayMonth = ({ weekday, day, month }: WallClock): string =>
  `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month]}`;

/** "November 2026" for a yyyy-mm month, as the months of a report are named. */
export function formatMonthYear(month: string): string {
  return monthYear(wallClock(Date.parse(`${month}-01T00:00:00Z`), 0));
}

/** "28 Nov 2026" for a yyyy-mm-dd day: a calendar day, which no time zone moves. */
export function formatDayMonthYear(date: IsoDate): string {
  return dayMonthYear(wallClock(Date.parse(`${date}T00:00:00Z`), 0));
}
