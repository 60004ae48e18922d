import { describe, expect, it } from 'vitest';
import { testOrder } from '../fixtures/test-items';
import { invoiceAmounts } from './invoice-amounts';
import { testLeftoverSale } from '../fixtures/test-leftover-sales';
import {
  creditNoteOf,
  leftoverInvoiceKey,
  leftoverInvoiceOf,
  replayOf,
  saleInvoiceKey,
  saleInvoiceOf,
  saleKeyOf,
  type TaxInvoice,
} from './tax-invoice';

const NOW = Date.parse('2026-11-28T09:00:00Z');

const delivered = testOrder(
  {
    number: 'NY-1042',
    lines: [
      {
        itemId: 'beef-sirloin',
        groupId: 'beef',
        name: 'Beef sirloin',
        unit: 'kg',
        quantity: 1_250,
        unitPriceCents: 127_550,
        estimatedGrams: 1_250,
        lineTotalCents: 159_438,
        taxType: 'A',
        weighedGrams: 1_234,
        finalLineTotalCents: 157_397,
      },
      {
        itemId: 'cheese-gouda',
        groupId: 'cheese',
        name: 'Gouda (250 g)',
        unit: 'pack',
        quantity: 2,
        unitPriceCents: 70_000,
        estimatedGrams: 500,
        lineTotalCents: 140_000,
        taxType: 'B',
      },
    ],
    subtotalCents: 297_397,
    deliveryFeeCents: 25_000,
    discountCents: 5_000,
    taxCents: 22_759,
    roundingCents: 3,
    totalCents: 317_400,
    fulfilment: 'delivery',
    address: null,
    slot: { date: '2026-11-28', slotId: 'morning' },
    status: 'delivered',
  },
  NOW,
);

describe('saleInvoiceOf', () => {
  it('invoices a delivered order as weighed, with its delivery fee beside the goods and its discount', () => {
    const sale = saleInvoiceOf('order-1', delivered, NOW);
    expect(sale).toMatchObject({ kind: 'sale', orderNumber: 'NY-1042', paidBy: 'mpesa', state: 'queued' });
    expect(sale.goods.map((line) => [line.itemId, line.quantity, line.grossCents, line.taxType])).toEqual([
      ['beef-sirloin', 1_234, 157_397, 'A'],
      ['cheese-gouda', 2, 140_000, 'B'],
    ]);
    expect(sale.others).toEqual([
      expect.objectContaining({ itemId: 'delivery', grossCents: 25_000, taxType: 'B' }),
    ]);
    expect(invoiceAmounts(sale.goods, sale.others, sale.discountCents).totalCents).toBe(317_397);
  });

  it('says cash for cash at the door and credit for a delivery left unpaid', () => {
    const cash = {
      driverId: 'd',
      driverName: 'D',
      atMs: NOW,
      method: 'cash' as const,
      amountCents: 1,
      receipt: null,
    };
    expect(saleInvoiceOf('o', { ...delivered, collections: [cash] }, NOW).paidBy).toBe('cash');
    const unpaid = { driverId: 'd', driverName: 'D', atMs: NOW, reason: 'No money', dueCents: 1 };
    expect(saleInvoiceOf('o', { ...delivered, doorUnpaid: unpaid }, NOW).paidBy).toBe('credit');
  });

  it('names the buyer the order was placed for, and none for an order placed before it kept one', () => {
    expect(saleInvoiceOf('o', { ...delivered, customerPin: 'P000111222Z' }, NOW).customerPin).toBe(
      'P000111222Z',
    );
    expect(saleInvoiceOf('o', { ...delivered, customerPin: null }, NOW).customerPin).toBeNull();
    expect(saleInvoiceOf('o', delivered, NOW).customerPin).toBeNull();
  });
});

describe('creditNoteOf', () => {
  const sale: TaxInvoice = {
    ...saleInvoiceOf('order-1', delivered, NOW),
    state: 'accepted',
    invoiceNumber: 7,
  };
  const refund = (amountCents: number) => ({ refundId: 'p1_r1', amountCents, atMs: NOW + 1 });

  it('credits the whole sale line by line as invoiced, after the discount', () => {
    const note = creditNoteOf(sale, refund(317_397), NOW + 2);
    const invoiced = invoiceAmounts(sale.goods, sale.others, sale.discountCents).lines;
    expect([...note.goods, ...note.others].map((line) => line.grossCents)).toEqual(
      invoiced.map((line) => line.netCents),
    );
    expect(note).toMatchObject({ kind: 'credit', discountCents: 0, refundId: 'p1_r1', state: 'queued' });
    // The customer's, as the sale is: the rules let them read it, and their order's page finds it.
    expect(note).toMatchObject({ uid: sale.uid, orderId: 'order-1', customerPin: sale.customerPin });
  });

  it('shares a partial refund over the lines so the VAT given back follows the sale, to the cent', () => {
    const note = creditNoteOf(sale, refund(50_000), NOW + 2);
    const lines = [...note.goods, ...note.others];
    expect(lines.reduce((sum, line) => sum + line.grossCents, 0)).toBe(50_000);
    expect(lines.map((line) => line.quantity)).toEqual([1_234, 2, 1]);
    // Each line keeps its quantity at the price the credit leaves.
    const gouda = note.goods[1];
    expect(gouda && gouda.unitPriceCents * gouda.quantity).toBeCloseTo(gouda?.grossCents ?? 0, -1);
    expect(invoiceAmounts(note.goods, note.others, 0).taxCents).toBe(
      Math.round((invoiceAmounts(sale.goods, sale.others, sale.discountCents).taxCents * 50_000) / 317_397),
    );
  });

  it('never credits more than the sale came to', () => {
    const note = creditNoteOf(sale, refund(1_000_000), NOW + 2);
    expect([...note.goods, ...note.others].reduce((sum, line) => sum + line.grossCents, 0)).toBe(317_397);
  });
});

describe('replayOf', () => {
  it('queues a refused sale again with each item’s tax type as it is now, its attempts kept', () => {
    const refused: TaxInvoice = {
      ...saleInvoiceOf('order-1', delivered, NOW),
      state: 'refused',
      attempts: 2,
      lastError: 'KRA refused it: 910 Invalid taxblAmt on item: 2',
    };
    // The Admin made the gouda exempt; the sirloin's item is gone, so its line keeps what it was sold at.
    const types = new Map([['cheese-gouda', 'C' as const]]);
    const replay = replayOf(refused, (itemId) => types.get(itemId) ?? null, NOW + 1);
    expect(replay).toEqual({
      state: 'queued',
      goods: [
        expect.objectContaining({ itemId: 'beef-sirloin', taxType: 'A' }),
        expect.objectContaining({ itemId: 'cheese-gouda', taxType: 'C' }),
      ],
      lastError: null,
      updatedAtMs: NOW + 1,
    });
    expect({ ...refused, ...replay }.attempts).toBe(2);
  });
});

describe('leftoverInvoiceOf', () => {
  const [bones] = testLeftoverSale().lines;
  if (!bones) throw new Error('The test sale has its bones');
  const sold = testLeftoverSale({
    number: 'LS-0007',
    buyer: { buyerId: 'b', name: 'Mbwa Bora Pet Foods', phone: '254722100200' },
    lines: [
      { ...bones, quantity: 12_345, amountCents: 74_100 },
      {
        itemId: 'by-hides',
        name: 'Hides',
        unit: 'piece',
        lotNumber: 'L-2',
        lotId: 'hide',
        quantity: 3,
        unitPriceCents: 35_000,
        amountCents: 105_000,
      },
    ],
    totalCents: 179_100,
  });
  const taxTypes: Record<string, 'A' | 'B'> = { 'by-bones': 'A', 'by-hides': 'B' };
  const invoice = leftoverInvoiceOf(
    'sale-9',
    sold,
    'P051122334K',
    (itemId) => taxTypes[itemId] ?? 'B',
    NOW,
    NOW,
  );

  it('invoices each line at its exact amount, on credit, in the buyer’s name and PIN, for no customer account', () => {
    expect(invoice).toMatchObject({
      kind: 'sale',
      source: 'leftoverSale',
      orderId: 'sale-9',
      orderNumber: 'LS-0007',
      uid: null,
      customerName: 'Mbwa Bora Pet Foods',
      customerPin: 'P051122334K',
      paidBy: 'credit',
      others: [],
      discountCents: 0,
      state: 'queued',
    });
    expect(invoice.goods.map((each) => [each.itemId, each.quantity, each.grossCents, each.taxType])).toEqual([
      ['by-bones', 12_345, 74_070, 'A'],
      ['by-hides', 3, 105_000, 'B'],
    ]);
  });

  it('is keyed apart from orders, and its credit note reverses it in full', () => {
    expect(saleKeyOf(invoice)).toBe(leftoverInvoiceKey('sale-9'));
    expect(saleKeyOf({ source: 'order', orderId: 'sale-9' })).toBe(saleInvoiceKey('sale-9'));
    const total = invoiceAmounts(invoice.goods, invoice.others, 0).totalCents;
    const note = creditNoteOf(invoice, { refundId: null, amountCents: total, atMs: NOW + 1 }, NOW + 1);
    expect(note).toMatchObject({ kind: 'credit', refundId: null, atMs: NOW + 1, customerPin: 'P051122334K' });
    expect(note.goods).toEqual(invoice.goods);
    expect(saleKeyOf(note)).toBe(leftoverInvoiceKey('sale-9'));
  });
});
