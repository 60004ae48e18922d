import { queryOptions } from '@tanstack/react-query';
import { getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { LEFTOVER_CALLABLES } from '@nyama/domain/callables/leftover-callables';
import type { Buyer, LeftoverSale } from '@nyama/domain/inventory/leftover-sale';
import { formatKes } from '@nyama/domain/kernel/money';
import { useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { inventoryKeys } from '../../inventory/public';
import { m } from '../../../../paraglide/messages';

export const leftoverKeys = {
  all: () => ['admin', 'leftovers'] as const,
  buyers: () => ['admin', 'leftovers', 'buyers'] as const,
  open: () => ['admin', 'leftovers', 'open'] as const,
  archive: (fromMs: number, toMs: number) => ['admin', 'leftovers', 'archive', fromMs, toMs] as const,
  sale: (saleId: string) => ['admin', 'leftovers', 'sale', saleId] as const,
};

export type ListedBuyer = Buyer & { id: string };
export type ListedSale = LeftoverSale & { id: string };

/** Sales not yet paid (drafts and invoices): a handful a week, one bounded read. */
const OPEN_SALES_LIMIT = 200;
/** The archive reads one date range at a time, at most this many (decision 041). */
export const ARCHIVED_SALES_LIMIT = 500;

/** Every buyer (a few dozen at most), by name. */
export const buyersQuery = () =>
  queryOptions({
    queryKey: leftoverKeys.buyers(),
    queryFn: async (): Promise<ListRead<ListedBuyer>> => {
      const snapshot = await getDocs(query(refs.buyers(), orderBy('name')));
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });

export const openSalesQuery = () =>
  queryOptions({
    queryKey: leftoverKeys.open(),
    queryFn: async (): Promise<ListRead<ListedSale>> => {
      const snapshot = await getDocs(
        query(
          refs.leftoverSales(),
          where('finished', '==', false),
          orderBy('updatedAtMs', 'desc'),
          limit(OPEN_SALES_LIMIT),
        ),
      );
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });

/** Paid or cancelled sales last changed in [fromMs, toMs), newest first. */
export const archivedSalesQuery = (fromMs: number, toMs: number) =>
  queryOptions({
    queryKey: leftoverKeys.archive(fromMs, toMs),
    queryFn: async (): Promise<ListRead<ListedSale>> => {
      const snapshot = await getDocs(
        query(
          refs.leftoverSales(),
          where('finished', '==', true),
          where('updatedAtMs', '>=', fromMs),
          where('updatedAtMs', '<', toMs),
          orderBy('updatedAtMs', 'desc'),
          limit(ARCHIVED_SALES_LIMIT),
        ),
      );
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
    },
  });

export const saleQuery = (saleId: string) =>
  queryOptions({
    queryKey: leftoverKeys.sale(saleId),
    queryFn: async (): Promise<LeftoverSale | null> =>
      (await getDoc(refs.leftoverSale(saleId))).data() ?? null,
  });

/** A leftover sale action changes the sales, the buyers and the stock they take. */
const changedLeftovers = () => [leftoverKeys.all(), inventoryKeys.all()];

export const useSaveBuyer = () =>
  useCallableAction(LEFTOVER_CALLABLES.saveBuyer, changedLeftovers, (_saved, { buyer }) => ({
    color: 'green',
    message: m.staff_left_buyer_saved({ name: buyer.name }),
  }));
/**
 * A new sale (`saleId` null) leaves its form for its own page, so it says what became of it; a draft
 * changed on its own page only that it was saved or invoiced.
 */
export const useSaveLeftoverSale = () =>
  useCallableAction(LEFTOVER_CALLABLES.saveLeftoverSale, changedLeftovers, ({ number }, { saleId }) => ({
    color: 'green',
    message: saleId === null ? m.staff_left_saved_draft({ number }) : m.staff_left_saved({ number }),
  }));
export const useInvoiceLeftoverSale = () =>
  useCallableAction(LEFTOVER_CALLABLES.invoiceLeftoverSale, changedLeftovers, ({ number }, { saleId }) => ({
    color: 'green',
    message: saleId === null ? m.staff_left_invoiced_new({ number }) : m.staff_left_invoiced({ number }),
  }));
export const useCancelLeftoverSale = () =>
  useCallableAction(LEFTOVER_CALLABLES.cancelLeftoverSale, changedLeftovers);
export const usePayLeftoverSale = () =>
  useCallableAction(LEFTOVER_CALLABLES.payLeftoverSale, changedLeftovers, ({ number, outstandingCents }) => ({
    color: 'green',
    message:
      outstandingCents === 0
        ? m.staff_left_paid({ number })
        : m.staff_fo_outstanding({ amount: formatKes(outstandingCents) }),
  }));
