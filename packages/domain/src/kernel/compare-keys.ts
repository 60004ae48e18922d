/**
 * Orders two keys (ISO dates, months, order numbers, ids) by their characters' codes, which is their
 * order, the same on every phone whatever its language. Not `localeCompare`: its first call builds the
 * locale's collator, tens of milliseconds on a slow phone's page start (decision 047). Names people read
 * are still compared with `localeCompare`.
 */
export const compareKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
