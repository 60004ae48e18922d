import { z } from 'zod/mini';

/**
 * A Nairobi calendar day, `yyyy-mm-dd`. Day arithmetic runs on UTC midnights, so neither the device's time
 * zone nor daylight saving can shift a day (Nairobi has none; a phone set to London does).
 */
export const isoDateSchema = z.iso.date({ error: 'Enter a real date as yyyy-mm-dd' });
export type IsoDate = string;

const DAY_MS = 86_400_000;

function dayNumber(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: 1 from one day to the next, negative going back. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 for Sunday to 6 for Saturday, as Date counts them. */
export function weekday(date: IsoDate): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

/** `days` consecutive days starting on `from`. */
export function dateSequence(from: IsoDate, days: number): IsoDate[] {
  return Array.from({ length: Math.max(0, days) }, (_, index) => addDays(from, index));
}
