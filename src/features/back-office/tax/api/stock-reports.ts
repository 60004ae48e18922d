import { queryOptions } from '@tanstack/react-query';
import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { StockReport } from '@nyama/domain/tax/stock-report';
import { readList } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { QUEUE_MOVES_MS, taxKeys } from './tax-invoices';

/** The stock reports the list shows, oldest first: a backlog moves by itself once KRA is back. */
export const STOCK_SHOWN = 40;

/** A stock report as the list shows it, under its key (the idempotency key). */
export type StockReportRow = StockReport & { key: string };

/**
 * The ledger's stock movements KRA does not have yet (decision 074, "Stock movements"): waiting or refused,
 * oldest first, a refused one with its reason. Read again while the page is open, as the queue moves.
 */
export const stockReportsQuery = () =>
  queryOptions({
    queryKey: taxKeys.stock(),
    queryFn: async () => {
      const snapshot = await getDocs(
        query(
          refs.stockReports(),
          where('state', 'in', ['queued', 'refused']),
          orderBy('createdAtMs'),
          limit(STOCK_SHOWN),
        ),
      );
      return readList(snapshot.docs, (doc) => ({ ...doc.data(), key: doc.id }));
    },
    refetchInterval: QUEUE_MOVES_MS,
  });
