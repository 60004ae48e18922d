import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  documentId,
  type Query,
  type QuerySnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import { useEffect } from 'react';
import type { Order } from '../../../../domain/order';
import { searchTerm } from '../../../../domain/order-search';
import type { OrderStatus } from '../../../../domain/order-status';
import { refs } from '../../../../lib/firebase/refs';
import { useCursorPages } from '../../../../lib/use-cursor-pages';
import { BOARD_STATUSES, NO_DRIVER, type BoardFilters } from './board-filters';

export type BoardOrder = Order & { id: string };

export const BOARD_PAGE_SIZE = 25;

export const boardKeys = {
  all: () => ['admin', 'orders', 'board'] as const,
  page: (filters: BoardFilters) => [...boardKeys.all(), 'page', filters] as const,
  counts: (filters: BoardFilters) => [...boardKeys.all(), 'counts', filters] as const,
};

/** Every filter but the status, as Firestore constraints (equality filters merge on the createdAtMs index). */
function filterConstraints(filters: BoardFilters): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filters.day) constraints.push(where('slot.date', '==', filters.day));
  if (filters.slot) constraints.push(where('slot.slotId', '==', filters.slot));
  if (filters.zone) constraints.push(where('address.zoneId', '==', filters.zone));
  if (filters.pay) constraints.push(where('payment.provider', '==', filters.pay));
  if (filters.driver) {
    constraints.push(where('driverId', '==', filters.driver === NO_DRIVER ? null : filters.driver));
  }
  if (filters.q) constraints.push(where('searchKeys', 'array-contains', searchTerm(filters.q)));
  return constraints;
}

function boardQuery(filters: BoardFilters): Query<Order> {
  const statuses = filters.status ? [filters.status] : BOARD_STATUSES;
  return query(refs.orders(), where('status', 'in', statuses), ...filterConstraints(filters));
}

/** Where a page starts: after this order (its time, and its id for orders placed in the same millisecond). */
type BoardCursor = { createdAtMs: number; id: string };

/** Newest first, then by id: a definite order, so a cursor never skips or repeats an order. */
function newestFirst(filters: BoardFilters, after: BoardCursor | null, size: number): Query<Order> {
  return query(
    boardQuery(filters),
    orderBy('createdAtMs', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(after ? [startAfter(after.createdAtMs, after.id)] : []),
    limit(size),
  );
}

const cursorOf = (order: BoardOrder): BoardCursor => ({ createdAtMs: order.createdAtMs, id: order.id });

/** The board a page at a time: never the whole collection. */
export function useBoardPages(filters: BoardFilters) {
  return useCursorPages<BoardOrder, BoardCursor>({
    queryKey: boardKeys.page(filters),
    fetchPage: async (cursor) => {
      const docs = (await getDocs(newestFirst(filters, cursor, BOARD_PAGE_SIZE + 1))).docs;
      const rows = docs.slice(0, BOARD_PAGE_SIZE).map((doc) => ({ ...doc.data(), id: doc.id }));
      const last = rows.at(-1);
      return { rows, next: docs.length > BOARD_PAGE_SIZE && last ? cursorOf(last) : null };
    },
  });
}

/** How many orders each state holds under the other filters: one aggregate query per state, no documents read. */
export const statusCountsQuery = (filters: BoardFilters) =>
  queryOptions({
    queryKey: boardKeys.counts(filters),
    queryFn: async () => {
      const counts = await Promise.all(
        BOARD_STATUSES.map(async (status) => {
          const counted = query(refs.orders(), where('status', '==', status), ...filterConstraints(filters));
          return [status, (await getCountFromServer(counted)).data().count] as const;
        }),
      );
      return Object.fromEntries(counts) as Record<OrderStatus, number>;
    },
  });

export const useStatusCounts = (filters: BoardFilters) => useQuery(statusCountsQuery(filters));

/**
 * Keeps the board live while staff watch it: one listener on the most recently changed order under these
 * filters; any change refreshes the page shown and the counts.
 */
export function useBoardLiveRefresh(filters: BoardFilters): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(filters);
  useEffect(() => {
    const parsed = JSON.parse(key) as BoardFilters;
    let first = true;
    return onSnapshot(
      query(boardQuery(parsed), orderBy('updatedAtMs', 'desc'), limit(1)),
      () => {
        if (first) {
          first = false;
          return;
        }
        void queryClient.invalidateQueries({ queryKey: boardKeys.all() });
      },
      (error) => console.error(error),
    );
  }, [key, queryClient]);
}

/** The most an export reads, in pages of EXPORT_PAGE: a day's work, not the shop's history (that is the archive's). */
export const EXPORT_LIMIT = 2_000;
const EXPORT_PAGE = 200;

/** Every order under these filters (up to EXPORT_LIMIT), page by page, saying how many so far. */
export async function readBoardForExport(
  filters: BoardFilters,
  onProgress: (read: number) => void,
): Promise<BoardOrder[]> {
  const rows: BoardOrder[] = [];
  let cursor: BoardCursor | null = null;
  do {
    const snapshot: QuerySnapshot<Order> = await getDocs(newestFirst(filters, cursor, EXPORT_PAGE));
    const page: BoardOrder[] = snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    rows.push(...page);
    onProgress(rows.length);
    const last = page.at(-1);
    cursor = page.length === EXPORT_PAGE && last ? cursorOf(last) : null;
  } while (cursor && rows.length < EXPORT_LIMIT);
  return rows.slice(0, EXPORT_LIMIT);
}
