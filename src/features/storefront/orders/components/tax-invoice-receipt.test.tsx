import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaxInvoice } from '@nyama/domain/tax/tax-invoice';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { TaxInvoiceCard } from './tax-invoice-receipt';

const NOW = Date.parse('2026-11-28T07:15:00Z');

const queued: TaxInvoice = {
  kind: 'sale',
  orderId: 'order-1',
  orderNumber: 'NY-1042',
  uid: 'customer-1',
  atMs: NOW,
  paidBy: 'mpesa',
  customerPin: 'P000111222Z',
  goods: [
    {
      itemId: 'beef-sirloin',
      name: 'Beef sirloin',
      unit: 'kg',
      quantity: 1_234,
      unitPriceCents: 127_550,
      grossCents: 157_397,
      taxType: 'A',
    },
    {
      itemId: 'cheese-gouda',
      name: 'Gouda (250 g)',
      unit: 'pack',
      quantity: 2,
      unitPriceCents: 70_000,
      grossCents: 140_000,
      taxType: 'B',
    },
  ],
  others: [],
  discountCents: 0,
  refundId: null,
  state: 'queued',
  invoiceNumber: null,
  attempts: 0,
  lastError: null,
  receipt: null,
  createdAtMs: NOW,
  updatedAtMs: NOW,
};
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

const ready = (data: TaxInvoice | null) => ({ status: 'ready' as const, data, fromCache: false });

describe('TaxInvoiceCard', () => {
  it('says the invoice is on its way to KRA until it is accepted', () => {
    renderWithMantine(<TaxInvoiceCard invoice={ready(queued)} />);
    expect(screen.getByText(/being registered with KRA/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('shows KRA’s numbers, the lines with their tax, the bands, the buyer’s PIN and the QR code', () => {
    renderWithMantine(<TaxInvoiceCard invoice={ready(accepted)} />);
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
      <TaxInvoiceCard invoice={{ status: 'error', message: 'Your tax invoice could not be loaded.' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your tax invoice could not be loaded.');
  });
});

describe('TaxInvoiceCard in Kiswahili', () => {
  it('reads the receipt in Kiswahili', () => {
    speak('sw-KE');
    try {
      renderWithMantine(<TaxInvoiceCard invoice={ready(accepted)} />);
      expect(screen.getByRole('heading', { name: 'Ankara ya kodi' })).toBeInTheDocument();
      expect(screen.getByText('B: VAT 16% kwa Ksh 1,206.90: Ksh 193.10')).toBeInTheDocument();
    } finally {
      speak('en-KE');
    }
  });
});
