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
  type DocumentSnapshot,
  type Query,
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

/** The board a page at a time, newest first: never the whole collection (cursor on createdAtMs). */
export function useBoardPages(filters: BoardFilters) {
  return useCursorPages<BoardOrder, DocumentSnapshot<Order>>({
    queryKey: boardKeys.page(filters),
    fetchPage: async (cursor) => {
      const page = query(
        boardQuery(filters),
        orderBy('createdAtMs', 'desc'),
        ...(cursor ? [startAfter(cursor)] : []),
        limit(BOARD_PAGE_SIZE + 1),
      );
      const docs = (await getDocs(page)).docs;
      const shown = docs.slice(0, BOARD_PAGE_SIZE);
      return {
        rows: shown.map((doc) => ({ ...doc.data(), id: doc.id })),
        next: docs.length > BOARD_PAGE_SIZE ? (shown.at(-1) ?? null) : null,
      };
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
  let cursor: DocumentSnapshot<Order> | null = null;
  do {
    const page: Query<Order> = query(
      boardQuery(filters),
      orderBy('createdAtMs', 'desc'),
      ...(cursor ? [startAfter(cursor)] : []),
      limit(EXPORT_PAGE),
    );
    const docs = (await getDocs(page)).docs;
    rows.push(...docs.map((doc) => ({ ...doc.data(), id: doc.id })));
    onProgress(rows.length);
    cursor = docs.length === EXPORT_PAGE ? (docs.at(-1) ?? null) : null;
  } while (cursor && rows.length < EXPORT_LIMIT);
  return rows.slice(0, EXPORT_LIMIT);
}
