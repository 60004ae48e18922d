import { queryOptions } from '@tanstack/react-query';
import { loadFirestore, refGroups } from '../../../../lib/firebase/lazy-firestore';

export const zoneKeys = { active: () => ['zones', 'active'] as const };

/** The delivery zones customers can choose, in the shop's order. */
export const zonesQuery = () =>
  queryOptions({
    queryKey: zoneKeys.active(),
    queryFn: async () => {
      const { getDocs, orderBy, query, where, refs } = await loadFirestore(refGroups.areas);
      const snapshot = await getDocs(query(refs.zones(), where('active', '==', true), orderBy('sortOrder')));
      return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
    },
    staleTime: 10 * 60_000,
  });
