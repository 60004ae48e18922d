import { queryOptions } from '@tanstack/react-query';
import { getCountFromServer, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { TAX_CALLABLES } from '@nyama/domain/callables/tax-callables';
import { nairobiDate, nairobiDayStartMs } from '@nyama/domain/delivery/slots';
import { invoiceAmounts } from '@nyama/domain/tax/invoice-amounts';
import type { TaxInvoice, TaxInvoiceState } from '@nyama/domain/tax/tax-invoice';
import { readList } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { done, useCallableAction } from '../../../../lib/firebase/use-callable-action';
import { m } from '../../../../paraglide/messages';

export const taxKeys = {
  all: () => ['admin', 'tax-invoices'] as const,
  open: () => [...taxKeys.all(), 'open'] as const,
  purchases: () => [...taxKeys.all(), 'purchases'] as const,
  stock: () => [...taxKeys.all(), 'stock'] as const,
  accepted: () => [...taxKeys.all(), 'accepted'] as const,
  counts: () => [...taxKeys.all(), 'counts'] as const,
};

/** How many waiting and refused invoices the list shows, oldest first; the counts say how many there are. */
const OPEN_SHOWN = 100;
/** The accepted invoices the list shows, the latest first. */
export const ACCEPTED_SHOWN = 20;
/**
 * The queue moves by itself (KRA back, a replay sent by its trigger): the waiting list and the counts are
 * read again while the page is open, rather than listened to, which would read every change of a backlog.
 */
export const QUEUE_MOVES_MS = 15_000;

/** An invoice as the list shows it: its key (the idempotency key) and what it comes to. */
export type TaxInvoiceRow = TaxInvoice & { key: string; totalCents: number };

const rowOf = (doc: { id: string; data: () => TaxInvoice }): TaxInvoiceRow => {
  const invoice = doc.data();
  const { totalCents } = invoiceAmounts(invoice.goods, invoice.others, invoice.discountCents);
  return { ...invoice, key: doc.id, totalCents };
};

/** The invoices not yet accepted: the refused ones first (they wait for the Admin), then the queue's order. */
export const openTaxInvoicesQuery = () =>
  queryOptions({
    queryKey: taxKeys.open(),
    queryFn: async () => {
      const snapshot = await getDocs(
        query(
          refs.taxInvoices(),
          where('state', 'in', ['queued', 'refused']),
          orderBy('createdAtMs'),
          limit(OPEN_SHOWN),
        ),
      );
      const read = readList(snapshot.docs, rowOf);
      const refusedFirst = (row: TaxInvoiceRow) => (row.state === 'refused' ? 0 : 1);
      return { ...read, rows: read.rows.sort((a, b) => refusedFirst(a) - refusedFirst(b)) };
    },
    refetchInterval: QUEUE_MOVES_MS,
  });

/** The latest invoices KRA accepted, with its numbers. */
export const acceptedTaxInvoicesQuery = () =>
  queryOptions({
    queryKey: taxKeys.accepted(),
    queryFn: async () => {
      const snapshot = await getDocs(
        query(
          refs.taxInvoices(),
          where('state', '==', 'accepted'),
          orderBy('updatedAtMs', 'desc'),
          limit(ACCEPTED_SHOWN),
        ),
      );
      return readList(snapshot.docs, rowOf);
    },
  });

/** How many invoices wait, how many KRA refused, and how many it accepted since Nairobi's midnight. */
export const taxInvoiceCountsQuery = () =>
  queryOptions({
    queryKey: taxKeys.counts(),
    queryFn: async () => {
      const count = async (state: TaxInvoiceState, sinceMs = 0) =>
        (
          await getCountFromServer(
            // Ordered as the accepted list is, so both use its index (state, updatedAtMs descending).
            query(
              refs.taxInvoices(),
              where('state', '==', state),
              where('updatedAtMs', '>=', sinceMs),
              orderBy('updatedAtMs', 'desc'),
            ),
          )
        ).data().count;
      const [queued, refused, acceptedToday] = await Promise.all([
        count('queued'),
        count('refused'),
        count('accepted', nairobiDayStartMs(nairobiDate(Date.now()))),
      ]);
      return { queued, refused, acceptedToday };
    },
    refetchInterval: QUEUE_MOVES_MS,
  });

/** Puts a refused invoice back in the queue; its trigger sends it at once. */
export const useReplayTaxInvoice = () =>
  useCallableAction(TAX_CALLABLES.replayTaxInvoice, () => [taxKeys.all()], done(m.staff_tax_replay_done()));
