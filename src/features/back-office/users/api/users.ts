import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query } from 'firebase/firestore';
import { CALLABLES, type SetUserRoleInput } from '../../../../domain/callables';
import { callFunction } from '../../../../lib/firebase/call-function';
import { refs } from '../../../../lib/firebase/refs';

export const userKeys = { all: () => ['admin', 'users'] as const };

export const allUsersQuery = () =>
  queryOptions({
    queryKey: userKeys.all(),
    queryFn: async () => {
      const snapshot = await getDocs(query(refs.users(), orderBy('surname')));
      return snapshot.docs.map((doc) => ({ uid: doc.id, ...doc.data() }));
    },
  });

export function setUserRole(input: SetUserRoleInput) {
  return callFunction(CALLABLES.setUserRole, input);
}
