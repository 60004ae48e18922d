import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAggregateFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  sum,
  where,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { useEffect } from 'react';
import { inStatusField, type LiveOrder } from '@nyama/domain/orders/live-order';
import { searchTerm } from '@nyama/domain/kernel/search-keys';
import { ORDER_STATUSES, type OrderStatus } from '@nyama/domain/kernel/order-status';
import { refs } from '../../../../lib/firebase/refs';
import { useCursorPages, type CursorPage } from '../../../../lib/use-cursor-pages';
import { NO_DRIVER, type BoardFilters } from './board-filters';
import { readAllPages, readNewestPage, type ListedOrder, type OrderCursor } from './order-pages';

/**
 * Orders a page of the board.
 * @public `bench:backoffice` reads it too, loading this module at run time.
 */
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

/**
 * The live board: every order not yet in the archive (closed ones stay a day), under the filters. It
 * reads liveOrders, the board's copy of those orders alone, never `orders/` with its year of history
 * (docs/decisions/023-live-orders-board.md).
 */
function boardQuery(filters: BoardFilters): Query<LiveOrder> {
  return query(
    refs.liveOrders(),
    ...(filters.status ? [where('status', '==', filters.status)] : []),
    ...filterConstraints(filters),
  );
}

/**
 * One page of the board: `size` orders after `cursor`, newest first, and where the next page starts.
 * @public `bench:backoffice` times it too, loading this module at run time.
 */
export const readBoardPage = (
  filters: BoardFilters,
  cursor: OrderCursor | null,
  size = BOARD_PAGE_SIZE,
): Promise<CursorPage<ListedOrder, OrderCursor>> => readNewestPage(boardQuery(filters), cursor, size);

/** The board a page at a time: never the whole collection. */
export function useBoardPages(filters: BoardFilters) {
  return useCursorPages<ListedOrder, OrderCursor>({
    queryKey: boardKeys.page(filters),
    fetchPage: (cursor) => readBoardPage(filters, cursor),
  });
}

/** Firestore answers at most this many aggregations in one aggregate query. */
const AGGREGATIONS_PER_QUERY = 5;

/**
 * How many orders each state holds under the other filters: sums of each live order's `inStatus` mark,
 * five states an aggregate query (three queries for the thirteen states), over the live orders alone (a
 * few hundred at most, however long the shop trades). No documents read.
 * @public `bench:backoffice` times it too, loading this module at run time.
 */
export const statusCountsQuery = (filters: BoardFilters) =>
  queryOptions({
    queryKey: boardKeys.counts(filters),
    queryFn: async () => {
      const underFilters = boardQuery({ ...filters, status: undefined });
      const groups: OrderStatus[][] = [];
      for (let start = 0; start < ORDER_STATUSES.length; start += AGGREGATIONS_PER_QUERY) {
        groups.push(ORDER_STATUSES.slice(start, start + AGGREGATIONS_PER_QUERY));
      }
      const answers = await Promise.all(
        groups.map(async (statuses) => {
          const sums = Object.fromEntries(statuses.map((status) => [status, sum(inStatusField(status))]));
          const totals = (await getAggregateFromServer(underFilters, sums)).data();
          return statuses.map((status) => [status, totals[status] ?? 0] as const);
        }),
      );
      return Object.fromEntries(answers.flat()) as Record<OrderStatus, number>;
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

/** Every order under these filters (up to EXPORT_LIMIT), page by page, saying how many so far. */
export const readBoardForExport = (filters: BoardFilters, onProgress: (read: number) => void) =>
  readAllPages((cursor, size) => readBoardPage(filters, cursor, size), onProgress);
