import { onSnapshot, type DocumentSnapshot } from 'firebase/firestore';
import { saleInvoiceKey, type TaxInvoice } from '@nyama/domain/tax/tax-invoice';
import { refs } from '../../../../lib/firebase/refs';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';

/**
 * The tax invoice of the customer's delivered order, live: absent until the delivery is recorded, then
 * queued until KRA accepts it (decision 074). The rules let the customer read their own.
 */
export function useTaxInvoice(orderId: string): Live<TaxInvoice | null> {
  return useLive(`tax-invoice:${orderId}`, {
    listen: (next, fail) => onSnapshot(refs.taxInvoice(saleInvoiceKey(orderId)), next, fail),
    read: (snapshot: DocumentSnapshot<TaxInvoice>) => ({
      data: snapshot.data() ?? null,
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.store_receipt_failed(),
  });
}
