import { hashKey, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListRead } from './firebase/read-list';

/**
 * Where a page starts: plain data, typically the last row's sort key and document id (`startAfter(placedAt,
 * id)` with `orderBy('placedAt'), orderBy(documentId())`, so equal keys are neither skipped nor repeated).
 * Plain data can be part of the query key; a Firestore snapshot could not.
 */
export type CursorValue =
  string | number | boolean | null | readonly CursorValue[] | { [key: string]: CursorValue };

/**
 * One page of a list, how many of its documents could not be shown (`readList`), and where the next page
 * starts (null on the last page).
 */
export type CursorPage<Row, Cursor extends CursorValue> = ListRead<Row> & { next: Cursor | null };

type CursorPagesOptions<Row, Cursor extends CursorValue> = {
  /** The list and its filters and sort: a different key is a different list, which starts on page 1. */
  queryKey: QueryKey;
  /**
   * Reads the page after `cursor` (null: the first page). With Firestore: orderBy the sort key,
   * `startAfter(cursor)`, and `readCursorPage` (./read-cursor-page), which learns whether more follow.
   */
  fetchPage: (cursor: Cursor | null) => Promise<CursorPage<Row, Cursor>>;
};

/** What the Pager needs: where we are and the way back and forth. */
export type PageNavigation = {
  /** 0 on the first page. */
  pageIndex: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
};

export type CursorPages<Row> = PageNavigation & {
  /** The current page's rows; undefined until they arrive. */
  rows: Row[] | undefined;
  /** The current page's documents that could not be shown (they do not match their schema). */
  unreadable: number;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
};

type Trail<Cursor extends CursorValue> = { listHash: string; cursors: (Cursor | null)[] };

/**
 * A list read a page at a time by cursor, never the whole collection. It keeps the cursor that
 * started each page seen so far, so Previous goes back without a cursor of its own.
 */
export function useCursorPages<Row, Cursor extends CursorValue>({
  queryKey,
  fetchPage,
}: CursorPagesOptions<Row, Cursor>): CursorPages<Row> {
  const listHash = hashKey(queryKey);
  const [trail, setTrail] = useState<Trail<Cursor>>({ listHash, cursors: [null] });
  // Another list (the filters changed) starts on page 1, and so does the old list if they change back.
  if (trail.listHash !== listHash) setTrail({ listHash, cursors: [null] });
  const cursors = trail.listHash === listHash ? trail.cursors : [null];
  const pageIndex = cursors.length - 1;
  const cursor = cursors[pageIndex] ?? null;

  const page = useQuery({
    queryKey: [...queryKey, 'after', cursor],
    queryFn: () => fetchPage(cursor),
  });
  const nextCursor = page.data?.next ?? null;

  return {
    rows: page.data?.rows,
    unreadable: page.data?.unreadable ?? 0,
    pageIndex,
    hasNext: nextCursor !== null,
    hasPrevious: pageIndex > 0,
    next: () => {
      if (nextCursor !== null) setTrail({ listHash, cursors: [...cursors, nextCursor] });
    },
    previous: () => {
      if (pageIndex > 0) setTrail({ listHash, cursors: cursors.slice(0, -1) });
    },
    isPending: page.isPending,
    isError: page.isError,
    error: page.error,
    refetch: page.refetch,
  };
}
