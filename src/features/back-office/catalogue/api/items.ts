import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query } from 'firebase/firestore';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { catalogueKeys } from './catalogue-keys';

export type AdminItem = Item & { id: string };

/** Every item, active or not, in the shop's order. */
export const adminItemsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.items(),
    queryFn: async (): Promise<ListRead<AdminItem>> => {
      const snapshot = await getDocs(query(refs.items(), orderBy('sortOrder')));
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });

/** The prices an item has had and has waiting, newest set first. */
export const priceHistoryQuery = (itemId: string) =>
  queryOptions({
    queryKey: catalogueKeys.priceHistory(itemId),
    queryFn: async () => {
      const snapshot = await getDocs(query(refs.priceHistory(itemId), orderBy('setAtMs', 'desc')));
      return snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));
    },
  });
