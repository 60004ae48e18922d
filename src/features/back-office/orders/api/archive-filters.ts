import { archiveRangeProblem, defaultArchiveRange } from '@nyama/domain/orders/order-archive';
import type { ArchiveSearch } from '../../../../lib/route-search';

/** A search the archive can run: a range of Nairobi days and perhaps a number, phone or name. */
export type ArchiveFilters = { from: string; to: string; q?: string | undefined };

/** The search to run: the URL's, with the last 30 days when it names no range or one that cannot be searched. */
export function archiveFilters(search: ArchiveSearch, nowMs: number): ArchiveFilters {
  const { from, to } = search;
  const range =
    from && to && archiveRangeProblem(from, to) === null ? { from, to } : defaultArchiveRange(nowMs);
  return { ...range, q: search.q };
}
