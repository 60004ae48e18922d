import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query } from 'firebase/firestore';
import type { ItemGroup } from '@nyama/domain/catalogue/catalog';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { catalogueKeys } from './catalogue-keys';

export type AdminItemGroup = ItemGroup & { id: string };

/** Every group, hidden ones too, in the shop's order. */
export const adminGroupsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.groups(),
    queryFn: async (): Promise<ListRead<AdminItemGroup>> => {
      const snapshot = await getDocs(query(refs.itemGroups(), orderBy('sortOrder')));
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });
