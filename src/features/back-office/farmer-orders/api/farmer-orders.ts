import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { z } from 'zod';
import { CALLABLES } from '../../../../domain/callables';
import type { CallableContract } from '../../../../domain/callable-contract';
import type { FarmerOrder } from '../../../../domain/inventory/farmer-order';
import { callFunction } from '../../../../lib/firebase/call-function';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { inventoryKeys } from '../../inventory/api/lots';

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

/** A staff change to farmer orders; then the lists, the order and (after a weigh-in) the stock are read afresh. */
function useFarmerOrderMutation<C extends CallableContract>(contract: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<C['input']>) => callFunction(contract, input),
    onSuccess: async () => {
      await Promise.all(
        [farmerOrderKeys.all(), inventoryKeys.all()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useDraftFarmerOrders = () => useFarmerOrderMutation(CALLABLES.draftFarmerOrders);
export const useUpdateFarmerOrder = () => useFarmerOrderMutation(CALLABLES.updateFarmerOrder);
export const useActOnFarmerOrder = () => useFarmerOrderMutation(CALLABLES.actOnFarmerOrder);
export const useWeighInFarmerOrder = () => useFarmerOrderMutation(CALLABLES.weighInFarmerOrder);
export const usePayFarmerOrder = () => useFarmerOrderMutation(CALLABLES.payFarmerOrder);
