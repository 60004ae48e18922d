import { onSnapshot, query, where, type DocumentSnapshot, type QuerySnapshot } from 'firebase/firestore';
import { saleInvoiceKey, type TaxInvoice } from '@nyama/domain/tax/tax-invoice';
import { orderRefs } from '../../../../lib/firebase/order-refs';
import type { CreditNote } from '../../../../components/tax-documents';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';

/**
 * The tax invoice of the customer's delivered order, live: absent until the delivery is recorded, then
 * queued until KRA accepts it (decision 074). The rules let the customer read their own.
 */
export function useTaxInvoice(orderId: string): Live<TaxInvoice | null> {
  return useLive(`tax-invoice:${orderId}`, {
    listen: (next, fail) => onSnapshot(orderRefs.taxInvoice(saleInvoiceKey(orderId)), next, fail),
    read: (snapshot: DocumentSnapshot<TaxInvoice>) => ({
      data: snapshot.data() ?? null,
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.store_receipt_failed(),
  });
}

/**
 * The credit notes that refunds after the delivery made against the order's sale (decision 074), oldest
 * first, live: usually none. The query asks for the customer's own, as the rules require.
 */
export function useCreditNotes(uid: string, orderId: string): Live<CreditNote[]> {
  return useLive(`credit-notes:${uid}:${orderId}`, {
    listen: (next, fail) =>
      onSnapshot(
        query(
          orderRefs.taxInvoices(),
          where('uid', '==', uid),
          where('orderId', '==', orderId),
          where('kind', '==', 'credit'),
        ),
        next,
        fail,
      ),
    read: (snapshot: QuerySnapshot<TaxInvoice>) => ({
      data: snapshot.docs
        .map((doc) => ({ key: doc.id, note: doc.data() }))
        .sort((a, b) => a.note.atMs - b.note.atMs),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.store_credit_failed(),
  });
}
