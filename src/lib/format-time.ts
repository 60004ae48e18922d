import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { spokenLocale } from './locale';

/**
 * A moment as the shop says it, in the language the page speaks and in Nairobi time whatever zone the
 * phone is set to (decision 072), composed from the wall clock rather than made by Intl, whose first
 * formatter loads the locale's data in one long task (decision 077).
 */
export const formatDateTime = (ms: number): string => formatNairobiDateTime(ms, spokenLocale());
