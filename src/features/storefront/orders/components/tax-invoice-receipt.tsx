import { TaxDocuments } from '../../../../components/tax-documents';
import { m } from '../../../../paraglide/messages';
import { useCreditNotes, useTaxInvoice } from '../api/tax-invoice';

/** The tax documents of a delivered order: its sale's invoice and a credit note for each later refund. */
export function TaxInvoiceReceipt({ uid, orderId }: { uid: string; orderId: string }) {
  return (
    <TaxDocuments
      sale={useTaxInvoice(orderId)}
      credits={useCreditNotes(uid, orderId)}
      pending={{
        sale: m.store_receipt_pending(),
        credit: (amount) => m.store_credit_pending({ amount }),
      }}
    />
  );
}
