import type { UserSearch } from '../../../../lib/route-search';

/** /allusers' filters, kept in the URL so a search can be bookmarked and shared (`userSearchSchema`). */
export type UserFilters = UserSearch;
