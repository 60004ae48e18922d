import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs, query, where } from 'firebase/firestore';
import { refs } from '../../../../lib/firebase/refs';
import { fullName } from '@nyama/domain/people/user';

const driverKeys = { all: () => ['admin', 'drivers'] as const };

type Driver = { uid: string; name: string };

/** Accounts with the Driver role (the profile mirrors the role claim). */
export const driversQuery = () =>
  queryOptions({
    queryKey: driverKeys.all(),
    queryFn: async (): Promise<Driver[]> => {
      const snapshot = await getDocs(query(refs.users(), where('role', '==', 'Driver')));
      return snapshot.docs.map((doc) => ({ uid: doc.id, name: fullName(doc.data()) }));
    },
    staleTime: 5 * 60_000,
  });

const namesOf = (drivers: Driver[]) => new Map(drivers.map((driver) => [driver.uid, driver.name]));
const NO_NAMES = new Map<string, string>();

/** Each driver's name by uid (empty until the drivers arrive), one Map while they stay the same. */
export function useDriverNames(): Map<string, string> {
  return useQuery({ ...driversQuery(), select: namesOf }).data ?? NO_NAMES;
}
