/**
 * Nairobi keeps UTC+3 all year, so its days and hours are arithmetic on instants. A module of its own:
 * the delivery windows on every start need the offset, not the shop's month and weekday words.
 */
export const NAIROBI_OFFSET_HOURS = 3;
export const NAIROBI_OFFSET_MS = NAIROBI_OFFSET_HOURS * 3_600_000;
