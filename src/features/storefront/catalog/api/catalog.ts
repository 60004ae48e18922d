import { queryOptions } from '@tanstack/react-query';
import { loadStorefrontFirestore } from '../../../../lib/firebase/lazy-firestore';
import { readSnapshot, saveSnapshot } from './catalog-snapshot';
import { readList } from '../../../../lib/firebase/read-list';

export const catalogKeys = {
  /** Everything the shop shows of the catalogue (the back office refreshes it after a change). */
  all: () => ['catalog'] as const,
  groups: () => ['catalog', 'groups'] as const,
  featured: () => ['catalog', 'featured'] as const,
  snapshot: (key: 'groups' | 'featured') => ['catalog', 'snapshot', key] as const,
  group: (groupId: string) => ['catalog', 'group', groupId] as const,
  item: (itemId: string) => ['catalog', 'item', itemId] as const,
};

export const itemGroupsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.groups(),
    queryFn: async () => {
      const { getDocs, orderBy, query, refs } = await loadStorefrontFirestore();
      const snapshot = await getDocs(query(refs.itemGroups(), orderBy('sortOrder')));
      // A hidden group is not offered, and its page says "not found" (docs/decisions/015-catalogue-admin.md).
      // A damaged group or item is left out of the shop's lists, never the whole list (readList logs it).
      const groups = readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id })).rows.filter(
        (group) => group.visible,
      );
      await saveSnapshot('groups', groups);
      return groups;
    },
    staleTime: 10 * 60_000,
  });

export const featuredItemsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.featured(),
    queryFn: async () => {
      const { getDocs, orderBy, query, where, refs } = await loadStorefrontFirestore();
      const snapshot = await getDocs(
        query(refs.items(), where('active', '==', true), where('featured', '==', true), orderBy('sortOrder')),
      );
      const featured = readList(snapshot.docs, (doc) => ({ id: doc.id, ...doc.data() })).rows;
      await saveSnapshot('featured', featured);
      return featured;
    },
    staleTime: 5 * 60_000,
  });

/** The saved copy of a home-page list (null when this device has none). */
export const catalogSnapshotQuery = <K extends 'groups' | 'featured'>(key: K) =>
  queryOptions({
    queryKey: catalogKeys.snapshot(key),
    queryFn: () => readSnapshot(key),
    staleTime: Infinity,
    networkMode: 'always',
  });
