import { spokenLocale } from './locale';

/**
 * A moment as the shop says it, in the language the page speaks and in Nairobi time whatever zone the
 * phone is set to (decision 072). Formatted when shown: a formatter made when a module loads would cost
 * every visit (decision 047).
 */
export function formatDateTime(ms: number): string {
  return new Date(ms).toLocaleString(spokenLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  });
}
