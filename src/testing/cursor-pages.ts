import type { CursorPages } from '../lib/use-cursor-pages';

/**
 * What a paged read hands a screen when everything fits on one page, for a test to state what it reads:
 * the fields that matter to the test are given, the rest are a settled first page with no neighbours.
 */
export function onePage<Row>(fields: Partial<CursorPages<Row>>): CursorPages<Row> {
  return {
    rows: undefined,
    unreadable: 0,
    pageIndex: 0,
    hasNext: false,
    hasPrevious: false,
    next: () => undefined,
    previous: () => undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: () => Promise.resolve(),
    ...fields,
  };
}
