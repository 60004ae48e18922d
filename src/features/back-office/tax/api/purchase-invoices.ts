import { queryOptions } from '@tanstack/react-query';
import { getDocs, limit, orderBy, query } from 'firebase/firestore';
import type { PurchaseInvoice } from '@nyama/domain/tax/purchase-invoice';
import { readList } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { QUEUE_MOVES_MS, taxKeys } from './tax-invoices';

/** The farmers' purchases the list shows, the latest first: a weigh-in a day at most, so a month of them. */
export const PURCHASES_SHOWN = 40;

/** A farmer's reverse invoice as the list shows it, under its key (the idempotency key). */
export type PurchaseInvoiceRow = PurchaseInvoice & { key: string };

/**
 * The latest reverse invoices, whatever their state (decision 074): few enough to read in one list, where a
 * refused one shows why and can be replayed. Read again while the page is open, as the queue moves.
 */
export const purchaseInvoicesQuery = () =>
  queryOptions({
    queryKey: taxKeys.purchases(),
    queryFn: async () => {
      const snapshot = await getDocs(
        query(refs.purchaseInvoices(), orderBy('createdAtMs', 'desc'), limit(PURCHASES_SHOWN)),
      );
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), key: doc.id }));
    },
    refetchInterval: QUEUE_MOVES_MS,
  });
