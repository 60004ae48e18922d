import type { IsoDate } from './calendar-date';
import type { Locale } from './locale';

/**
 * Dates and times as the shop writes them, in English (en-KE) or Kiswahili (sw-KE), composed from a wall
 * clock rather than by `Intl`: a browser's first Intl date formatter loads its locale's and time zone's
 * data, 40–57 ms of one task on this machine's Chromium at the first date a page shows and four times that
 * on Lighthouse's phone (decisions 047 and 077). The shop's dates are Nairobi's, which is UTC+3 all year,
 * and calendar days, which no zone moves: both are arithmetic. shop-dates.test.ts holds every form to
 * each locale's own formatter.
 */

type CalendarWords = {
  months: readonly string[];
  shortMonths: readonly string[];
  weekdays: readonly string[];
  /** The weekday as a date beside a time or a day names it: sw-KE says it whole. */
  shortWeekdays: readonly string[];
};

const ENGLISH_MONTHS = [
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
];
const ENGLISH_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SWAHILI_WEEKDAYS = ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'];

const WORDS: Record<Locale, CalendarWords> = {
  'en-KE': {
    months: ENGLISH_MONTHS,
    // Three letters, but "Sept".
    shortMonths: ENGLISH_MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3))),
    weekdays: ENGLISH_WEEKDAYS,
    shortWeekdays: ENGLISH_WEEKDAYS.map((weekday) => weekday.slice(0, 3)),
  },
  'sw-KE': {
    months: [
      'Januari',
      'Februari',
      'Machi',
      'Aprili',
      'Mei',
      'Juni',
      'Julai',
      'Agosti',
      'Septemba',
      'Oktoba',
      'Novemba',
      'Desemba',
    ],
    shortMonths: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
    weekdays: SWAHILI_WEEKDAYS,
    shortWeekdays: SWAHILI_WEEKDAYS,
  },
};

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

/** The wall clock of a calendar day `yyyy-mm-dd`, at its start: no zone moves a calendar day. */
export const calendarClock = (date: IsoDate): WallClock => wallClock(Date.parse(`${date}T00:00:00Z`), 0);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "06:05": hours of the 24-hour day, as both locales show them. */
export const hoursMinutes = ({ hour, minute }: WallClock): string =>
  `${twoDigits(hour)}:${twoDigits(minute)}`;

/** "1 Dec 2026", "1 Des 2026". */
export const dayMonthYear = ({ day, month, year }: WallClock, locale: Locale = 'en-KE'): string =>
  `${day} ${WORDS[locale].shortMonths[month]} ${year}`;

/** "Tuesday, 1 December", "Jumanne, 1 Desemba". */
export const weekdayDayMonth = ({ weekday, day, month }: WallClock, locale: Locale = 'en-KE'): string =>
  `${WORDS[locale].weekdays[weekday]}, ${day} ${WORDS[locale].months[month]}`;

/** "Tue, 1 Dec 2026", "Jumanne, 1 Des 2026". */
export const weekdayDayMonthYear = (clock: WallClock, locale: Locale): string =>
  `${WORDS[locale].shortWeekdays[clock.weekday]}, ${dayMonthYear(clock, locale)}`;

/** "Tue 06:05", "Jumanne 06:05". */
export const weekdayTime = (clock: WallClock, locale: Locale): string =>
  `${WORDS[locale].shortWeekdays[clock.weekday]} ${hoursMinutes(clock)}`;

/** "November 2026" for a yyyy-mm month, as the months of a report are named. */
export function formatMonthYear(month: string): string {
  const { year, month: index } = calendarClock(`${month}-01`);
  return `${ENGLISH_MONTHS[index]} ${year}`;
}

/** "28 Nov 2026" for a yyyy-mm-dd day: a calendar day, which no time zone moves. */
export function formatDayMonthYear(date: IsoDate): string {
  return dayMonthYear(calendarClock(date));
}
