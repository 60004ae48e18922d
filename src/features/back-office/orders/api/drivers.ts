import { queryOptions } from '@tanstack/react-query';
import { getDocs, query, where } from 'firebase/firestore';
import { refs } from '../../../../lib/firebase/refs';
import { fullName } from '../../../../domain/user';

export const driverKeys = { all: () => ['admin', 'drivers'] as const };

/** Accounts with the Driver role (the profile mirrors the role claim). */
export const driversQuery = () =>
  queryOptions({
    queryKey: driverKeys.all(),
    queryFn: async () => {
      const snapshot = await getDocs(query(refs.users(), where('role', '==', 'Driver')));
      return snapshot.docs.map((doc) => ({ uid: doc.id, name: fullName(doc.data()) }));
    },
    staleTime: 5 * 60_000,
  });
