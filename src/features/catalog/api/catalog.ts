import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query, where } from 'firebase/firestore';
import { refs } from '../../../lib/firebase/refs';

export const catalogKeys = {
  groups: () => ['catalog', 'groups'] as const,
  featured: () => ['catalog', 'featured'] as const,
};

export const itemGroupsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.groups(),
    queryFn: async () => {
      const snapshot = await getDocs(query(refs.itemGroups(), orderBy('sortOrder')));
      return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
    },
    staleTime: 10 * 60_000,
  });

export const featuredItemsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.featured(),
    queryFn: async () => {
      const snapshot = await getDocs(
        query(refs.items(), where('active', '==', true), where('featured', '==', true), orderBy('sortOrder')),
      );
      return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
    },
    staleTime: 5 * 60_000,
  });
