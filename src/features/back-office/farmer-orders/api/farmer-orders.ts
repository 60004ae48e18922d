import { queryOptions } from '@tanstack/react-query';
import { getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { FARMER_ORDER_CALLABLES } from '@nyama/domain/callables/farmer-order-callables';
import type { FarmerOrder, StaffFarmerOrderAction } from '@nyama/domain/inventory/farmer-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { done, useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { m } from '../../../../paraglide/messages';
import { inventoryKeys } from '../../inventory/public';

export const farmerOrderKeys = {
  all: () => ['admin', 'farmerOrders'] as const,
  open: () => ['admin', 'farmerOrders', 'open'] as const,
  archive: (fromMs: number, toMs: number) => ['admin', 'farmerOrders', 'archive', fromMs, toMs] as const,
  order: (orderId: string) => ['admin', 'farmerOrders', 'order', orderId] as const,
};

export type ListedFarmerOrder = FarmerOrder & { id: string };

/** Orders still under way: a butchery has a handful a week, so one bounded read holds them all. */
const OPEN_LIST_LIMIT = 200;
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

/**
 * Drafting is confirmed where it is started: the form's toast names its draft, while the forecast's
 * buying plan lists the drafts it made in place, with no toast.
 */
export const useDraftFarmerOrders = () =>
  useCallableAction(FARMER_ORDER_CALLABLES.draftFarmerOrders, changedFarmerOrders);

/** What each of the staff's actions on an order says, after the order's number. */
const ACTED: Record<StaffFarmerOrderAction['action'], (inputs: { number: string }) => string> = {
  send: m.staff_fo_acted_send,
  acceptCounter: m.staff_fo_acted_accept,
  rejectCounter: m.staff_fo_acted_reject,
  cancel: m.staff_fo_acted_cancel,
};

// An order's actions name it by its number, which the functions do not answer with: the page passes the
// number it shows.
export const useUpdateFarmerOrder = (number: string) =>
  useCallableAction(
    FARMER_ORDER_CALLABLES.updateFarmerOrder,
    changedFarmerOrders,
    done(m.staff_fo_saved({ number })),
  );
export const useActOnFarmerOrder = (number: string) =>
  useCallableAction(FARMER_ORDER_CALLABLES.actOnFarmerOrder, changedFarmerOrders, (_acted, { action }) => ({
    color: 'green',
    message: ACTED[action.action]({ number }),
  }));
export const useWeighInFarmerOrder = () =>
  useCallableAction(FARMER_ORDER_CALLABLES.weighInFarmerOrder, changedFarmerOrders, ({ lotNumber }) => ({
    color: 'green',
    message: m.staff_fo_weighed_in({ lot: lotNumber }),
  }));
export const usePayFarmerOrder = (number: string) =>
  useCallableAction(FARMER_ORDER_CALLABLES.payFarmerOrder, changedFarmerOrders, ({ outstandingCents }) => ({
    color: 'green',
    message:
      outstandingCents === 0
        ? m.staff_fo_paid_in_full({ number })
        : m.staff_fo_outstanding({ amount: formatKes(outstandingCents) }),
  }));
