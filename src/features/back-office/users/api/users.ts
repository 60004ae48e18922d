import { documentId, orderBy, query, startAfter, where, type QueryConstraint } from 'firebase/firestore';
import { USER_CALLABLES } from '@nyama/domain/callables/user-callables';
import { searchTerm } from '@nyama/domain/kernel/search-keys';
import type { Profile } from '@nyama/domain/people/user';
import { refs } from '../../../../lib/firebase/refs';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { readCursorPage } from '../../../../lib/read-cursor-page';
import { useCursorPages, type CursorPage } from '../../../../lib/use-cursor-pages';
import { m } from '../../../../paraglide/messages';
import { ROLE_WORDS } from '../../../../lib/role-words';
import type { UserFilters } from './user-filters';

export type ListedUser = Profile & { uid: string };

/**
 * Users a page.
 * @public `bench:backoffice` reads it too, loading this module at run time.
 */
export const USERS_PAGE_SIZE = 25;

export const userKeys = {
  all: () => ['admin', 'users'] as const,
  page: (filters: UserFilters) => [...userKeys.all(), 'page', filters] as const,
};

/** Where a page starts: after this user (their surname, and their id among equal surnames). */
type UserCursor = { key: string; id: string };

function filterConstraints(filters: UserFilters): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filters.role) constraints.push(where('role', '==', filters.role));
  // searchKeys is kept by the onUserProfileWritten function: Firestore has no text search.
  if (filters.q) constraints.push(where('searchKeys', 'array-contains', searchTerm(filters.q)));
  return constraints;
}

/**
 * One page of users: USERS_PAGE_SIZE after `cursor`, by surname then id, and where the next page starts.
 * @public `bench:backoffice` times it too, loading this module at run time.
 */
export function readUserPage(
  filters: UserFilters,
  cursor: UserCursor | null,
): Promise<CursorPage<ListedUser, UserCursor>> {
  const bySurname = query(
    refs.users(),
    ...filterConstraints(filters),
    orderBy('surname'),
    orderBy(documentId()),
    ...(cursor ? [startAfter(cursor.key, cursor.id)] : []),
  );
  return readCursorPage(
    bySurname,
    USERS_PAGE_SIZE,
    (doc): ListedUser => ({ ...doc.data(), uid: doc.id }),
    (doc): UserCursor => ({ key: doc.get('surname') as string, id: doc.id }),
  );
}

/** The users a page at a time, by surname then id: never the whole collection. */
export function useUserPages(filters: UserFilters) {
  return useCursorPages<ListedUser, UserCursor>({
    queryKey: userKeys.page(filters),
    fetchPage: (cursor) => readUserPage(filters, cursor),
  });
}

/** Changes a user's role; the users list is read afresh. */
export const useSetUserRole = () =>
  useCallableAction(
    USER_CALLABLES.setUserRole,
    () => [userKeys.all()],
    ({ role }) => ({ color: 'green', message: m.staff_users_role_changed({ role: ROLE_WORDS[role]() }) }),
  );
