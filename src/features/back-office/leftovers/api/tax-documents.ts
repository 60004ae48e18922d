import { onSnapshot, type DocumentSnapshot } from 'firebase/firestore';
import { leftoverCreditKey, leftoverInvoiceKey, type TaxInvoice } from '@nyama/domain/tax/tax-invoice';
import type { CreditNote } from '../../../../components/tax-documents';
import { refs } from '../../../../lib/firebase/refs';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';

/**
 * A leftover sale's tax invoice, live: absent until the sale is invoiced, then queued until KRA accepts
 * it, usually within a minute (decision 074, "Leftover sales"), so the page printed for the buyer waits
 * for its numbers in place.
 */
export function useLeftoverTaxInvoice(saleId: string): Live<TaxInvoice | null> {
  return useLive(`leftover-tax-invoice:${saleId}`, {
    listen: (next, fail) => onSnapshot(refs.taxInvoice(leftoverInvoiceKey(saleId)), next, fail),
    read: (snapshot: DocumentSnapshot<TaxInvoice>) => ({
      data: snapshot.data() ?? null,
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.staff_left_tax_failed(),
  });
}

/** The credit note a cancelled invoice makes: at most one, for the whole of it. */
export function useLeftoverCreditNotes(saleId: string): Live<CreditNote[]> {
  const key = leftoverCreditKey(saleId);
  return useLive(`leftover-credit-note:${saleId}`, {
    listen: (next, fail) => onSnapshot(refs.taxInvoice(key), next, fail),
    read: (snapshot: DocumentSnapshot<TaxInvoice>) => {
      const note = snapshot.data();
      return { data: note ? [{ key, note }] : [], fromCache: snapshot.metadata.fromCache };
    },
    failure: m.staff_left_tax_failed(),
  });
}
