import { queryOptions } from '@tanstack/react-query';
import { getDoc, getDocs, limit, query, where } from 'firebase/firestore';
import type { Lot } from '@nyama/domain/inventory/lots';
import { followLot } from '@nyama/domain/inventory/trace';
import type { Order } from '@nyama/domain/orders/order';
import { refs } from '../../../../lib/firebase/refs';

export const traceKeys = {
  lotNumber: (number: string) => ['admin', 'inventory', 'lotNumber', number] as const,
  lot: (lotId: string) => ['admin', 'inventory', 'trace', lotId] as const,
};

/** A recall stops following after this many lots: one carcass becomes a dozen cut lots, not hundreds. */
const MAX_LOTS = 100;

export type TracedLot = Lot & { lotId: string };
export type RecalledOrder = {
  orderId: string;
  order: Order | null;
  /** What the order holds of the traced lots, by item id. */
  quantities: Map<string, number>;
  /** The traced lots it was packed from. */
  lotIds: string[];
};
export type LotTrace = {
  lot: TracedLot;
  /** The lot and every lot cut or moved from it, in the order found. */
  lots: TracedLot[];
  orders: RecalledOrder[];
  productionOrders: string[];
  leftoverSales: string[];
};

/** The lot with this label number (L-20261123-K7QD), or null. */
export const lotByNumberQuery = (number: string) =>
  queryOptions({
    queryKey: traceKeys.lotNumber(number),
    queryFn: async (): Promise<string | null> => {
      const snapshot = await getDocs(query(refs.lots(), where('number', '==', number), limit(1)));
      return snapshot.docs[0]?.id ?? null;
    },
  });

/**
 * Forward from a lot (docs/decisions/038-farm-to-fork-trace.md): its postings (one indexed query per lot)
 * name the orders packed from it and the documents that cut or moved it; the lots those documents made
 * name them as their source and are followed in turn. Then each order is read for its customer.
 */
export const lotTraceQuery = (lotId: string) =>
  queryOptions({
    queryKey: traceKeys.lot(lotId),
    queryFn: async (): Promise<LotTrace> => {
      const lots: TracedLot[] = [];
      const orders = new Map<string, RecalledOrder>();
      const productionOrders: string[] = [];
      const leftoverSales: string[] = [];
      const pending = [lotId];
      const seen = new Set<string>();
      for (let next = pending.shift(); next !== undefined && seen.size < MAX_LOTS; next = pending.shift()) {
        if (seen.has(next)) continue;
        seen.add(next);
        const [lotSnap, postings] = await Promise.all([
          getDoc(refs.lot(next)),
          getDocs(query(refs.inventoryTransactions(), where('lotIds', 'array-contains', next))),
        ]);
        const lot = lotSnap.data();
        if (!lot) continue;
        lots.push({ ...lot, lotId: next });
        const follow = followLot(
          next,
          postings.docs.map((doc) => doc.data()),
        );
        for (const [orderId, quantities] of follow.orders) {
          const recalled: RecalledOrder = orders.get(orderId) ?? {
            orderId,
            order: null,
            quantities: new Map(),
            lotIds: [],
          };
          for (const [itemId, quantity] of quantities)
            recalled.quantities.set(itemId, (recalled.quantities.get(itemId) ?? 0) + quantity);
          recalled.lotIds.push(next);
          orders.set(orderId, recalled);
        }
        leftoverSales.push(...follow.leftoverSales);
        pending.push(...follow.movedTo);
        for (const made of follow.madeInto) {
          if (made.kind === 'productionOrder') productionOrders.push(made.id);
          const cut = await getDocs(query(refs.lots(), where('source.id', '==', made.id)));
          pending.push(...cut.docs.map((doc) => doc.id));
        }
      }
      const first = lots[0];
      if (!first) throw new Error('There is no such lot.');
      const recalled = await Promise.all(
        [...orders.values()].map(async (entry) => ({
          ...entry,
          order: (await getDoc(refs.order(entry.orderId))).data() ?? null,
        })),
      );
      return {
        lot: first,
        lots,
        orders: recalled,
        productionOrders: [...new Set(productionOrders)],
        leftoverSales: [...new Set(leftoverSales)],
      };
    },
  });
