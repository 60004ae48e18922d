import { describe, expect, it } from 'vitest';
import { testFarmerOrder } from '../fixtures/test-farmer-orders';
import { purchaseInvoiceKey, purchaseInvoiceOf, purchaseInvoiceSchema } from './purchase-invoice';

const delivery = {
  carcassGrams: 152_300,
  grade: 'premium' as const,
  slaughterDate: '2026-11-27',
  inspectionStamp: 'KE-NRK-0423',
  lotId: 'lot-9',
  lotNumber: 'LOT-0009',
  owedCents: 9_138_000,
  deliveredAtMs: 1_764_300_000_000,
};

describe('a farmer’s reverse invoice', () => {
  it('invoices the weighed carcasses at the agreed price, as owed at the weigh-in, exempt', () => {
    const invoice = purchaseInvoiceOf('fo-9', testFarmerOrder({ delivery }), 'A012345678Z', 5);
    expect(invoice).toMatchObject({
      farmerOrderId: 'fo-9',
      farmerOrderNumber: 'FO-0005',
      farmerUid: 'kipchoge',
      farmerName: 'Kipchoge Rotich',
      farmerPin: 'A012345678Z',
      itemName: 'Goat (carcass weight)',
      carcassGrams: 152_300,
      pricePerKgCents: 60_000,
      amountCents: 9_138_000,
      taxClass: '99011018',
      taxType: 'A',
      atMs: delivery.deliveredAtMs,
      state: 'queued',
      invoiceNumber: null,
      createdAtMs: 5,
    });
    expect(purchaseInvoiceSchema.safeParse(invoice).success).toBe(true);
    expect(purchaseInvoiceKey('fo-9')).toBe('purchase-fo-9');
  });

  it('is none for an order not weighed in, or one sent to no farmer', () => {
    expect(purchaseInvoiceOf('fo-1', testFarmerOrder(), null, 5)).toBeNull();
    expect(
      purchaseInvoiceOf('fo-2', testFarmerOrder({ delivery, farmerUid: null, farmer: null }), null, 5),
    ).toBeNull();
  });
});
