import { queryOptions } from '@tanstack/react-query';
import { getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { FarmerOrder } from '@nyama/domain/inventory/farmer-order';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { inventoryKeys } from '../../inventory/public';

export const farmerOrderKeys = {
  all: () => ['admin', 'farmerOrders'] as const,
  open: () => ['admin', 'farmerOrders', 'open'] as const,
  archive: (fromMs: number, toMs: number) => ['admin', 'farmerOrders', 'archive', fromMs, toMs] as const,
  order: (orderId: string) => ['admin', 'farmerOrders', 'order', orderId] as const,
};

export type ListedFarmerOrder = FarmerOrder & { id: string };

/** Orders still under way: a butchery has a handful a week, so one bounded read holds them all. */
export const OPEN_LIST_LIMIT = 200;
/** The archive reads one date range at a time, at most this many (decision 040). */
export const ARCHIVE_LIST_LIMIT = 500;

export const openFarmerOrdersQuery = () =>
  queryOptions({
    queryKey: farmerOrderKeys.open(),
    queryFn: async (): Promise<ListRead<ListedFarmerOrder>> => {
      const snapshot = await getDocs(
        query(
          refs.farmerOrders(),
          where('finished', '==', false),
          orderBy('updatedAtMs', 'desc'),
          limit(OPEN_LIST_LIMIT),
        ),
      );
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });

/** Finished orders (paid, declined, cancelled) last changed in [fromMs, toMs), newest first. */
export const archivedFarmerOrdersQuery = (fromMs: number, toMs: number) =>
  queryOptions({
    queryKey: farmerOrderKeys.archive(fromMs, toMs),
    queryFn: async (): Promise<ListRead<ListedFarmerOrder>> => {
      const snapshot = await getDocs(
        query(
          refs.farmerOrders(),
          where('finished', '==', true),
          where('updatedAtMs', '>=', fromMs),
          where('updatedAtMs', '<', toMs),
          orderBy('updatedAtMs', 'desc'),
          limit(ARCHIVE_LIST_LIMIT),
        ),
      );
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });

export const farmerOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: farmerOrderKeys.order(orderId),
    queryFn: async (): Promise<FarmerOrder | null> =>
      (await getDoc(refs.farmerOrder(orderId))).data() ?? null,
  });

/** A farmer order action changes the orders and, on weighing in, the stock. */
const changedFarmerOrders = () => [farmerOrderKeys.all(), inventoryKeys.all()];

export const useDraftFarmerOrders = () => useCallableAction(CALLABLES.draftFarmerOrders, changedFarmerOrders);
export const useUpdateFarmerOrder = () => useCallableAction(CALLABLES.updateFarmerOrder, changedFarmerOrders);
export const useActOnFarmerOrder = () => useCallableAction(CALLABLES.actOnFarmerOrder, changedFarmerOrders);
export const useWeighInFarmerOrder = () =>
  useCallableAction(CALLABLES.weighInFarmerOrder, changedFarmerOrders);
export const usePayFarmerOrder = () => useCallableAction(CALLABLES.payFarmerOrder, changedFarmerOrders);
