import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { CALLABLES, setUserRoleInput, type SetUserRoleInput } from '../../../domain/callables';
import { functions } from '../../../lib/firebase/functions';
import { refs } from '../../../lib/firebase/refs';

export const userKeys = { all: () => ['admin', 'users'] as const };

export const allUsersQuery = () =>
  queryOptions({
    queryKey: userKeys.all(),
    queryFn: async () => {
      const snapshot = await getDocs(query(refs.users(), orderBy('surname')));
      return snapshot.docs.map((doc) => ({ uid: doc.id, ...doc.data() }));
    },
  });

const setUserRoleCallable = httpsCallable<SetUserRoleInput, SetUserRoleInput>(
  functions,
  CALLABLES.setUserRole,
);

export async function setUserRole(input: SetUserRoleInput): Promise<SetUserRoleInput> {
  const result = await setUserRoleCallable(setUserRoleInput.parse(input));
  return result.data;
}
