import type { BoardSearch } from '../../../../lib/route-search';

/**
 * /allorders' filters, kept in the URL so a filtered board can be bookmarked and shared; the route
 * validates them (`boardSearchSchema`). `driver: 'none'` finds orders without one.
 */
export type BoardFilters = BoardSearch;

export const NO_DRIVER = 'none';
