import { NAIROBI_OFFSET_HOURS, NAIROBI_OFFSET_MS } from './nairobi-offset';
import type { Locale } from './locale';
import { dayMonthYear, hoursMinutes, wallClock, type WallClock } from './shop-dates';

/**
 * The shop's clock is Nairobi's (UTC+3 all year): staff type and read times there, whatever the device's
 * own time zone, so a price set "from 06:00" starts at 06:00 in the shop.
 */
const NAIROBI_OFFSET = `+0${NAIROBI_OFFSET_HOURS}:00`;

/** The wall clock in Nairobi at instant `ms`. */
export const nairobiClock = (ms: number): WallClock => wallClock(ms, NAIROBI_OFFSET_HOURS);

/** "1 Dec 2026, 06:00" ("1 Des 2026, 06:00"), in Nairobi time: the medium date and short time of either locale. */
export function formatNairobiDateTime(ms: number, locale: Locale = 'en-KE'): string {
  const clock = nairobiClock(ms);
  return `${dayMonthYear(clock, locale)}, ${hoursMinutes(clock)}`;
}

/** "06:00", in Nairobi time: for instants within the next hours (a deadline to pay). */
export function formatNairobiTime(ms: number): string {
  return hoursMinutes(nairobiClock(ms));
}

/** A `YYYY-MM-DD HH:mm[:ss]` wall-clock time in Nairobi as an instant; null when it is not one. */
export function nairobiWallTimeToMs(value: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const ms = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}${NAIROBI_OFFSET}`);
  return Number.isNaN(ms) ? null : ms;
}

/** An instant as the `YYYY-MM-DD HH:mm:ss` Nairobi wall-clock time date pickers take. */
export function msToNairobiWallTime(ms: number): string {
  return new Date(ms + NAIROBI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * An instant as `YYYY-MM-DDTHH-mm-ss` in Nairobi time: a backup's name, in a folder or a bucket, that sorts
 * by when it was taken and holds no colon (which some file systems refuse).
 */
export function nairobiStamp(ms: number): string {
  return msToNairobiWallTime(ms).replace(' ', 'T').replaceAll(':', '-');
}

/** An instant as `YYYYMMDDHHmmss` in Nairobi time, as Daraja and KRA's OSCU write every date. */
export function nairobiDigits(ms: number): string {
  return msToNairobiWallTime(ms).replace(/\D/g, '');
}

/** A `YYYYMMDDHHmmss` Nairobi time as an instant; null when it is not one. */
export function nairobiDigitsToMs(value: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  return match
    ? nairobiWallTimeToMs(`${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:${match[6]}`)
    : null;
}
