import { useQuery } from '@tanstack/react-query';
import { getDocs, orderBy, query, where } from 'firebase/firestore';
import { rangeMs, type OrderDay } from '@nyama/domain/orders/order-archive';
import { searchTerm } from '@nyama/domain/kernel/search-keys';
import { refs } from '../../../../lib/firebase/refs';
import { useCursorPages, type CursorPage } from '../../../../lib/use-cursor-pages';
import type { ArchiveFilters } from './archive-filters';
import { readAllPages, readNewestPage, type ListedOrder, type OrderCursor } from './order-pages';

const ARCHIVE_PAGE_SIZE = 25;

const archiveKeys = {
  all: () => ['admin', 'orders', 'archive'] as const,
  page: (filters: ArchiveFilters) => [...archiveKeys.all(), 'page', filters] as const,
  days: (from: string, to: string) => [...archiveKeys.all(), 'days', from, to] as const,
};

/**
 * One page of the archived orders placed within the range, newest first: `size` orders after `cursor`,
 * and where the next page starts. A search term reads the archive's index under that term (the same
 * searchKeys the board uses), which holds only the orders it finds (decision 045); without one, the
 * orders themselves.
 * @public `bench:backoffice` times it too, loading this module at run time.
 */
export function readArchivePage(
  filters: ArchiveFilters,
  cursor: OrderCursor | null,
  size = ARCHIVE_PAGE_SIZE,
): Promise<CursorPage<ListedOrder, OrderCursor>> {
  const { startMs, endMs } = rangeMs(filters.from, filters.to);
  const inRange = [where('createdAtMs', '>=', startMs), where('createdAtMs', '<', endMs)];
  return filters.q
    ? readNewestPage(query(refs.archiveSearchOrders(searchTerm(filters.q)), ...inRange), cursor, size)
    : readNewestPage(query(refs.orders(), where('archived', '==', true), ...inRange), cursor, size);
}

/** The archive a page at a time: never the whole collection. */
export function useArchivePages(filters: ArchiveFilters) {
  return useCursorPages<ListedOrder, OrderCursor>({
    queryKey: archiveKeys.page(filters),
    fetchPage: (cursor) => readArchivePage(filters, cursor),
  });
}

/**
 * The shop's totals for each day of the range that has archived orders: one summary document a day.
 * @public `bench:backoffice` times it too, loading this module at run time.
 */
export async function readDayTotals(from: string, to: string): Promise<OrderDay[]> {
  const days = query(refs.orderDays(), where('day', '>=', from), where('day', '<=', to), orderBy('day'));
  return (await getDocs(days)).docs.map((doc) => doc.data());
}

export const useDayTotals = (from: string, to: string) =>
  useQuery({ queryKey: archiveKeys.days(from, to), queryFn: () => readDayTotals(from, to) });

/** Every archived order the search finds (up to EXPORT_LIMIT), page by page, saying how many so far. */
export const readArchiveForExport = (filters: ArchiveFilters, onProgress: (read: number) => void) =>
  readAllPages((cursor, size) => readArchivePage(filters, cursor, size), onProgress);
