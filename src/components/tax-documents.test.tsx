import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testSaleInvoice } from '@nyama/domain/fixtures/test-tax-invoices';
import { creditNoteOf, type TaxInvoice } from '@nyama/domain/tax/tax-invoice';
import classes from './print.module.css';
import { speak } from '../lib/locale';
import type { Live } from '../lib/live-read';
import { renderWithMantine } from '../testing/render';
import { TaxDocuments, type CreditNote } from './tax-documents';

const user = userEvent.setup({ delay: null });
/** The class that keeps a document off the printed page. */
const NOT_PRINTED = String(classes.noPrint);

const NOW = Date.parse('2026-11-28T07:15:00Z');

/** The sirloin and the gouda, for a business's PIN, without delivery or coupon (Ksh 2,973.97). */
const queued = testSaleInvoice('order-1', NOW, {
  customerPin: 'P000111222Z',
  others: [],
  discountCents: 0,
});
const accepted: TaxInvoice = {
  ...queued,
  state: 'accepted',
  invoiceNumber: 17,
  receipt: {
    sellerPin: 'P051234567X',
    cuInvoiceNumber: 'KRACU0100000001/17',
    receiptNumber: 17,
    totalReceiptNumber: 17,
    internalData: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    signature: 'QUII27MATATSHFRB',
    signedAtMs: NOW,
    verifyUrl: 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P05123456',
  },
};

/** What the reader is told while KRA has not accepted a document: the screen that shows them says. */
const PENDING = {
  sale: 'The invoice is on its way to KRA.',
  credit: (amount: string) => `A credit note of ${amount} is on its way to KRA.`,
};

const ready = <T,>(data: T): Live<T> => ({ status: 'ready', data, fromCache: false });
const NONE = ready<CreditNote[]>([]);

/** A refund of Ksh 400 the day after, as the trigger makes it of the accepted sale. */
const creditQueued = creditNoteOf(
  accepted,
  { refundId: 'pay-1_bad-leg', amountCents: 40_000, atMs: NOW + 86_400_000 },
  NOW + 86_400_000,
);
const creditAccepted: TaxInvoice = {
  ...creditQueued,
  state: 'accepted',
  invoiceNumber: 18,
  receipt: {
    sellerPin: 'P051234567X',
    cuInvoiceNumber: 'KRACU0100000001/18',
    receiptNumber: 1,
    totalReceiptNumber: 18,
    internalData: 'ZYXWVUTSRQPONMLKJIHGFEDCBA',
    signature: 'CREDIT27MATATSHF',
    signedAtMs: NOW + 86_400_000,
    verifyUrl: 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P05123457',
  },
};
const credits = (note: TaxInvoice) => ready<CreditNote[]>([{ key: 'credit-pay-1_bad-leg', note }]);

describe('the sale’s tax invoice', () => {
  it('says the invoice is on its way to KRA until it is accepted', () => {
    renderWithMantine(<TaxDocuments pending={PENDING} sale={ready(queued)} credits={NONE} />);
    expect(screen.getByText('The invoice is on its way to KRA.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('shows KRA’s numbers, the lines with their tax, the bands, the buyer’s PIN and the QR code', () => {
    renderWithMantine(<TaxDocuments pending={PENDING} sale={ready(accepted)} credits={NONE} />);
    expect(screen.getByText('Nyama Shop · KRA PIN P051234567X')).toBeInTheDocument();
    expect(screen.getByText('CU invoice number KRACU0100000001/17')).toBeInTheDocument();
    expect(screen.getByText('Invoice number 17')).toBeInTheDocument();
    expect(screen.getByText("Buyer's KRA PIN P000111222Z")).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(lines).toHaveTextContent('Beef sirloin1.234 kg');
    expect(screen.getByText('A: exempt, Ksh 1,573.97')).toBeInTheDocument();
    expect(screen.getByText('B: VAT 16% on Ksh 1,206.90: Ksh 193.10')).toBeInTheDocument();
    expect(screen.getByText('Total Ksh 2,973.97')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code to check this invoice with KRA' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(screen.getByRole('link', { name: "Check this invoice on KRA's site" })).toHaveAttribute(
      'href',
      accepted.receipt?.verifyUrl,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says when it cannot be read', () => {
    renderWithMantine(
      <TaxDocuments
        pending={PENDING}
        sale={{ status: 'error', message: 'Your tax invoice could not be loaded.' }}
        credits={NONE}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your tax invoice could not be loaded.');
  });
});

describe('credit notes', () => {
  it('shows none when no refund came after the delivery', () => {
    renderWithMantine(<TaxDocuments pending={PENDING} sale={ready(accepted)} credits={NONE} />);
    expect(screen.getByRole('region', { name: 'Tax invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credit note' })).toBeNull();
  });

  it('says a refund’s credit note is on its way to KRA, with what it gives back', () => {
    renderWithMantine(
      <TaxDocuments pending={PENDING} sale={ready(accepted)} credits={credits(creditQueued)} />,
    );
    const note = screen.getByRole('region', { name: 'Credit note' });
    expect(note).toHaveTextContent('A credit note of Ksh 400 is on its way to KRA.');
    expect(within(note).queryByRole('button', { name: 'Print' })).toBeNull();
    expect(within(note).queryByRole('img')).toBeNull();
  });

  it('shows an accepted credit note with KRA’s numbers, the sale it reverses, the amount credited and its QR code', () => {
    renderWithMantine(
      <TaxDocuments pending={PENDING} sale={ready(accepted)} credits={credits(creditAccepted)} />,
    );
    const note = within(screen.getByRole('region', { name: 'Credit note' }));
    expect(note.getByText('CU invoice number KRACU0100000001/18')).toBeInTheDocument();
    expect(note.getByText('Credit note number 18')).toBeInTheDocument();
    expect(note.getByText('Against invoice number 17')).toBeInTheDocument();
    expect(note.getByText(/^Date 29 Nov 2026/)).toBeInTheDocument();
    expect(note.getByText('Credited Ksh 400')).toBeInTheDocument();
    expect(note.getByRole('table', { name: 'Credit note lines' })).toHaveTextContent('Beef sirloin');
    const qr = note.getByRole('img', { name: 'QR code to check this credit note with KRA' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(note.getByRole('link', { name: "Check this credit note on KRA's site" })).toHaveAttribute(
      'href',
      creditAccepted.receipt?.verifyUrl,
    );
  });

  it('says KRA holds one accepted without the control unit’s data', () => {
    renderWithMantine(
      <TaxDocuments
        pending={PENDING}
        sale={ready(accepted)}
        credits={credits({ ...creditQueued, state: 'accepted', invoiceNumber: 18 })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Credit note' })).toHaveTextContent(
      'KRA holds this credit note: ask the shop for a printed copy.',
    );
  });

  it('prints the credit note alone from its Print button, and everything again once printed', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      renderWithMantine(
        <TaxDocuments pending={PENDING} sale={ready(accepted)} credits={credits(creditAccepted)} />,
      );
      const sale = screen.getByRole('region', { name: 'Tax invoice' });
      const note = screen.getByRole('region', { name: 'Credit note' });
      await user.click(within(note).getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledOnce();
      expect(sale).toHaveClass(NOT_PRINTED);
      expect(note).not.toHaveClass(NOT_PRINTED);
      act(() => {
        window.dispatchEvent(new Event('afterprint'));
      });
      expect(sale).not.toHaveClass(NOT_PRINTED);
      await user.click(within(sale).getByRole('button', { name: 'Print' }));
      expect(note).toHaveClass(NOT_PRINTED);
    } finally {
      print.mockRestore();
    }
  });

  it('says when they cannot be read', () => {
    renderWithMantine(
      <TaxDocuments
        pending={PENDING}
        sale={ready(accepted)}
        credits={{ status: 'error', message: 'Your credit notes could not be loaded.' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your credit notes could not be loaded.');
  });
});

describe('tax documents in Kiswahili', () => {
  it('reads the receipt and the credit note in Kiswahili', () => {
    speak('sw-KE');
    try {
      renderWithMantine(
        <TaxDocuments pending={PENDING} sale={ready(accepted)} credits={credits(creditAccepted)} />,
      );
      expect(screen.getByRole('heading', { name: 'Ankara ya kodi' })).toBeInTheDocument();
      expect(screen.getByText('B: VAT 16% kwa Ksh 1,206.90: Ksh 193.10')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Hati ya marejesho (credit note)' })).toBeInTheDocument();
      expect(screen.getByText('Imerejeshwa Ksh 400')).toBeInTheDocument();
      expect(screen.getByText('Dhidi ya ankara nambari 17')).toBeInTheDocument();
    } finally {
      speak('en-KE');
    }
  });
});
