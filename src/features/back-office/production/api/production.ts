import { queryOptions } from '@tanstack/react-query';
import { getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { INVENTORY_CALLABLES } from '@nyama/domain/callables/inventory-callables';
import type { ProductionOrder } from '@nyama/domain/inventory/production-order';
import { SPECIES } from '@nyama/domain/catalogue/species';
import { carcassItemId } from '@nyama/domain/catalogue/stock-only';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { adminItemsQuery } from '../../catalogue/public';
import { inventoryKeys, type StoredLot } from '../../inventory/public';
import { m } from '../../../../paraglide/messages';

export const productionKeys = {
  all: () => ['admin', 'production'] as const,
  carcasses: () => ['admin', 'production', 'carcasses'] as const,
  orders: () => ['admin', 'production', 'orders'] as const,
  order: (orderId: string) => ['admin', 'production', 'order', orderId] as const,
};

export type ListedProductionOrder = ProductionOrder & { id: string };

/** The carcasses hanging in the cold room: every carcass lot that still holds something. */
export const carcassLotsQuery = () =>
  queryOptions({
    queryKey: productionKeys.carcasses(),
    queryFn: async (): Promise<ListRead<StoredLot>> => {
      const snapshot = await getDocs(
        query(refs.lots(), where('itemId', 'in', SPECIES.map(carcassItemId)), where('onHand', '>', 0)),
      );
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), lotId: doc.id }));
    },
  });

/** How many production orders the lists show: a year of a small butchery's carcasses fits. */
export const PRODUCTION_LIST_LIMIT = 200;

/** The latest production orders, newest first. */
export const productionOrdersQuery = () =>
  queryOptions({
    queryKey: productionKeys.orders(),
    queryFn: async (): Promise<ListRead<ListedProductionOrder>> => {
      const snapshot = await getDocs(
        query(refs.productionOrders(), orderBy('postedAtMs', 'desc'), limit(PRODUCTION_LIST_LIMIT)),
      );
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });

export const productionOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: productionKeys.order(orderId),
    queryFn: async (): Promise<ProductionOrder | null> =>
      (await getDoc(refs.productionOrder(orderId))).data() ?? null,
  });

/** Cuts a carcass; then the stock, the carcasses and the orders are read afresh. */
export const usePostProductionOrder = () =>
  useCallableAction(
    INVENTORY_CALLABLES.postProductionOrder,
    () => [productionKeys.all(), inventoryKeys.all(), adminItemsQuery().queryKey],
    ({ number }) => ({ color: 'green', message: m.staff_prod_posted({ number }) }),
  );
