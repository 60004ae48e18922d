import { queryOptions } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore';
import { refs } from '../../../../lib/firebase/refs';

/** The shop's butchers still working here, to record who packed and weighed an order (a handful: read whole). */
export const butchersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'butchers'] as const,
    queryFn: async () => {
      const snapshot = await getDocs(refs.butchers());
      return snapshot.docs
        .filter((doc) => doc.data().active)
        .map((doc) => ({ id: doc.id, name: doc.data().name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 5 * 60_000,
  });
