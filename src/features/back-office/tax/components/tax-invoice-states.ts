import type { TaxInvoiceState } from '@nyama/domain/tax/tax-invoice';
import { m } from '../../../../paraglide/messages';

/** How the Admin's lists name and colour an invoice's state: sales, credit notes and purchases alike. */
export const STATE_WORDS: Record<TaxInvoiceState, () => string> = {
  queued: m.staff_tax_state_queued,
  refused: m.staff_tax_state_refused,
  accepted: m.staff_tax_state_accepted,
};
export const STATE_COLOR: Record<TaxInvoiceState, string> = {
  queued: 'gray',
  refused: 'ember',
  accepted: 'green',
};
