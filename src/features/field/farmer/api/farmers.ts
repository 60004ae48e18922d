import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query } from 'firebase/firestore';
import type { FarmerProfile } from '@nyama/domain/people/farmer';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';

export type ListedFarmer = FarmerProfile & { uid: string };

/** Every farmer the shop buys from (a few dozen at most), by name: staff's orders and an Admin's view of /farmerpage. */
export const farmersQuery = () =>
  queryOptions({
    queryKey: ['farmers'],
    queryFn: async (): Promise<ListRead<ListedFarmer>> => {
      const snapshot = await getDocs(query(refs.farmers(), orderBy('name')));
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), uid: doc.id }));
    },
  });
