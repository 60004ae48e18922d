import { addDays, type IsoDate } from '../kernel/calendar-date';
import type { Species } from '../catalogue/species';

/**
 * Days on which the shop sells far more than the week's shape says (../shared/notes/domain.md, "Demand"):
 * Kenya's public holidays and the Christmas season. `peaks` are the species whose meat rises most that day
 * (goat and mutton at Eid, goat at Christmas); every other item still rises, less.
 */
export type DemandEvent = {
  name: string;
  kind: 'public-holiday' | 'season';
  peaks: readonly Species[];
};

const holiday = (name: string, peaks: readonly Species[] = []): DemandEvent => ({
  name,
  kind: 'public-holiday',
  peaks,
});

const FIXED_HOLIDAYS: Record<string, DemandEvent> = {
  '01-01': holiday('New Year’s Day'),
  '05-01': holiday('Labour Day'),
  '06-01': holiday('Madaraka Day'),
  '10-20': holiday('Mashujaa Day'),
  '12-12': holiday('Jamhuri Day'),
  '12-25': holiday('Christmas Day', ['goat']),
  '12-26': holiday('Boxing Day', ['goat']),
};

/**
 * Eid follows the lunar calendar and is declared on the sighting of the moon, so the commonly published
 * Gregorian dates below may be a day off the gazetted holiday; a day's tolerance is fine for a forecast.
 * Outside 2025–2028 Eid is unknown and not forecast: add each new year's dates when they are published.
 */
const EID_AL_FITR = holiday('Eid al-Fitr', ['goat', 'sheep']);
const EID_AL_ADHA = holiday('Eid al-Adha', ['goat', 'sheep']);
const LUNAR_HOLIDAYS: Record<IsoDate, DemandEvent> = {
  '2025-03-31': EID_AL_FITR,
  '2026-03-20': EID_AL_FITR,
  '2027-03-10': EID_AL_FITR,
  '2028-02-27': EID_AL_FITR,
  '2025-06-06': EID_AL_ADHA,
  '2026-05-27': EID_AL_ADHA,
  '2027-05-17': EID_AL_ADHA,
  '2028-05-05': EID_AL_ADHA,
};

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const GOOD_FRIDAY = holiday('Good Friday');
const EASTER_MONDAY = holiday('Easter Monday');

/** Good Friday and Easter Monday by year, worked out once: forecasts ask about every day of every item. */
const easterHolidays = new Map<string, Record<IsoDate, DemandEvent>>();

function easterHolidaysOf(year: string): Record<IsoDate, DemandEvent> {
  let holidays = easterHolidays.get(year);
  if (!holidays) {
    const easter = easterSunday(Number(year));
    holidays = { [addDays(easter, -2)]: GOOD_FRIDAY, [addDays(easter, 1)]: EASTER_MONDAY };
    easterHolidays.set(year, holidays);
  }
  return holidays;
}

/**
 * The public holiday on a day, or null. Kenya also rests on the Monday after a holiday that falls on a
 * Sunday; demand stays with the holiday itself, so that Monday is not one here.
 */
export function holidayOn(date: IsoDate): DemandEvent | null {
  return (
    FIXED_HOLIDAYS[date.slice(5)] ?? LUNAR_HOLIDAYS[date] ?? easterHolidaysOf(date.slice(0, 4))[date] ?? null
  );
}

const CHRISTMAS_SEASON: DemandEvent = { name: 'Christmas season', kind: 'season', peaks: ['goat'] };
const CHRISTMAS_SEASON_FROM = '12-15';

/**
 * December is the year's peak: from mid-December to New Year's Eve families buy for Christmas and nyama
 * choma. A holiday within the season is its own event.
 */
export function demandEventOn(date: IsoDate): DemandEvent | null {
  return holidayOn(date) ?? (date.slice(5) >= CHRISTMAS_SEASON_FROM ? CHRISTMAS_SEASON : null);
}

/** Salaried customers are paid at month-end and buy more from the 28th to the 3rd. */
export function isPaydayWeek(date: IsoDate): boolean {
  const day = Number(date.slice(8));
  return day >= 28 || day <= 3;
}
