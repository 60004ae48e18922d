import { z } from 'zod/mini';
import { isoDateSchema } from '@nyama/domain/kernel/calendar-date';
import { archiveRangeProblem, defaultArchiveRange } from '@nyama/domain/orders/order-archive';
import { searchParam } from '../../../../lib/search-param';

/**
 * /archorders' search, kept in the URL like the board's (`?from=&to=&q=`). A value that does not parse
 * is dropped rather than failing the page.
 */
export const archiveSearchSchema = z.object({
  from: searchParam(isoDateSchema),
  to: searchParam(isoDateSchema),
  q: searchParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
});
type ArchiveSearch = z.infer<typeof archiveSearchSchema>;

/** A search the archive can run: a range of Nairobi days and perhaps a number, phone or name. */
export type ArchiveFilters = { from: string; to: string; q?: string | undefined };

/** The search to run: the URL's, with the last 30 days when it names no range or one that cannot be searched. */
export function archiveFilters(search: ArchiveSearch, nowMs: number): ArchiveFilters {
  const { from, to } = search;
  const range =
    from && to && archiveRangeProblem(from, to) === null ? { from, to } : defaultArchiveRange(nowMs);
  return { ...range, q: search.q };
}
