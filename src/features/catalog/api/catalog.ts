import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query, where } from 'firebase/firestore';
import { itemGroupIdSchema } from '../../../domain/catalog';
import { refs } from '../../../lib/firebase/refs';

export const catalogKeys = {
  groups: () => ['catalog', 'groups'] as const,
  featured: () => ['catalog', 'featured'] as const,
  group: (groupId: string) => ['catalog', 'group', groupId] as const,
  item: (itemId: string) => ['catalog', 'item', itemId] as const,
};

export const itemGroupsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.groups(),
    queryFn: async () => {
      const snapshot = await getDocs(query(refs.itemGroups(), orderBy('sortOrder')));
      // A group id the app does not know has no page to link to, so it is not offered.
      return snapshot.docs.flatMap((doc) => {
        const id = itemGroupIdSchema.safeParse(doc.id);
        return id.success ? [{ ...doc.data(), id: id.data }] : [];
      });
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
