import { queryOptions } from '@tanstack/react-query';
import { getDocs, query, where } from 'firebase/firestore';
import type { Lot } from '@nyama/domain/inventory/lots';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';

export const inventoryKeys = {
  /** Every inventory read: what a stock action invalidates. */
  all: () => ['admin', 'inventory'] as const,
  lotsOnHand: () => ['admin', 'inventory', 'lotsOnHand'] as const,
};

export type StoredLot = Lot & { lotId: string };

/** Every lot that still holds something: the shop's stock as it sits in the cold room and on the shelves. */
export const lotsOnHandQuery = () =>
  queryOptions({
    queryKey: inventoryKeys.lotsOnHand(),
    queryFn: async (): Promise<ListRead<StoredLot>> => {
      const snapshot = await getDocs(query(refs.lots(), where('onHand', '>', 0)));
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), lotId: doc.id }));
    },
  });
