import { describe, expect, it } from 'vitest';
import { TEST_STAFF } from '../fixtures/test-farmer-orders';
import { testLeftoverSale } from '../fixtures/test-leftover-sales';
import { KRA_PIN_ERROR } from '../kernel/kra-pin';
import { formatKes } from '../kernel/money';
import {
  buyerInputSchema,
  cancelledInvoiceLines,
  leftoverSaleLines,
  paidSale,
  priceSale,
  saleLineAmountCents,
} from './leftover-sale';

const lot = (lotId: string, itemId: string, onHand: number, useBy = '2026-11-30') => ({
  lotId,
  itemId,
  number: `L-20261124-${lotId.toUpperCase()}`,
  onHand,
  useBy,
  receivedAtMs: 0,
  expiredAtMs: null,
});
const lots = new Map([
  ['bone', lot('bone', 'by-bones', 25_000)],
  ['hide', lot('hide', 'by-hides', 8)],
  ['old', lot('old', 'by-fat', 5_000, '2026-11-20')],
]);
const items = new Map([
  ['by-bones', { name: 'Bones', unit: 'kg' as const }],
  ['by-hides', { name: 'Hides', unit: 'piece' as const }],
  ['by-fat', { name: 'Fat', unit: 'kg' as const }],
]);

describe('pricing a leftover sale', () => {
  it('prices grams per kg and pieces each, in whole shillings', () => {
    expect(saleLineAmountCents('kg', 12_350, 6_000)).toBe(74_100);
    expect(saleLineAmountCents('piece', 3, 35_000)).toBe(105_000);
    const priced = priceSale(
      [
        { lotId: 'bone', quantity: 12_350, unitPriceCents: 6_000 },
        { lotId: 'hide', quantity: 3, unitPriceCents: 35_000 },
      ],
      lots,
      items,
    );
    expect(priced).toMatchObject({ ok: true, totalCents: 179_100 });
  });

  it('refuses a lot twice or a lot that does not exist', () => {
    const line = { lotId: 'bone', quantity: 1_000, unitPriceCents: 6_000 };
    expect(priceSale([line, line], lots, items)).toEqual({
      ok: false,
      reason: 'A lot appears on two lines: put it on one.',
    });
    expect(priceSale([{ ...line, lotId: 'gone' }], lots, items)).toEqual({
      ok: false,
      reason: 'There is no such lot.',
    });
  });
});

describe('invoicing a leftover sale', () => {
  const priced = (lotId: string, quantity: number) => {
    const result = priceSale([{ lotId, quantity, unitPriceCents: 6_000 }], lots, items);
    if (!result.ok) throw new Error(result.reason);
    return result.lines;
  };

  it('takes each line from its lot and off sale', () => {
    expect(leftoverSaleLines(priced('bone', 12_000), lots, '2026-11-24')).toEqual({
      ok: true,
      lines: [{ itemId: 'by-bones', availableDelta: -12_000, lots: [{ lotId: 'bone', delta: -12_000 }] }],
    });
  });

  it('refuses a lot past its use-by and more than a lot holds', () => {
    expect(leftoverSaleLines(priced('old', 1_000), lots, '2026-11-24')).toEqual({
      ok: false,
      reason: 'Lot L-20261124-OLD is past its use-by: write it off instead of selling it.',
    });
    expect(leftoverSaleLines(priced('bone', 30_000), lots, '2026-11-24')).toEqual({
      ok: false,
      reason: 'Lot L-20261124-BONE holds only 25 kg of Bones now.',
    });
  });
});

describe('a buyer', () => {
  const buyer = {
    name: 'Kenchic Pet Foods',
    contactName: 'Mary',
    phone: '0712 345 678',
    notes: '',
    prices: [{ itemId: 'by-bones', unitPriceCents: 6_000 }],
    active: true,
  };

  it('keeps its KRA PIN as KRA writes it, none when left empty, and refuses one that is not a PIN', () => {
    expect(buyerInputSchema.parse({ ...buyer, kraPin: ' p051122334k ' }).kraPin).toBe('P051122334K');
    expect(buyerInputSchema.parse({ ...buyer, kraPin: '' }).kraPin).toBeNull();
    expect(buyerInputSchema.parse(buyer).kraPin).toBeNull();
    expect(buyerInputSchema.safeParse({ ...buyer, kraPin: 'P0511' }).error?.issues[0]?.message).toBe(
      KRA_PIN_ERROR,
    );
  });

  it('keeps the phone in the shop’s form and prices each item once', () => {
    expect(buyerInputSchema.parse(buyer).phone).toBe('254712345678');
    expect(
      buyerInputSchema.safeParse({ ...buyer, prices: [...buyer.prices, ...buyer.prices] }).error?.issues[0]
        ?.message,
    ).toBe('An item is priced twice');
  });
});

describe('a buyer’s payments', () => {
  const by = TEST_STAFF;
  const sale = testLeftoverSale();
  const payment = (amountCents: number) => ({
    amountCents,
    method: 'mpesa' as const,
    reference: 'QK1234ABCD',
    paidAtMs: 2,
    recordedBy: by,
  });

  it('cancels an invoice nothing was paid on by putting back what its posting took', () => {
    const posting = {
      kind: 'leftoverSale' as const,
      lines: [{ itemId: 'by-bones', availableDelta: -29_850, lots: [{ lotId: 'bone', delta: -29_850 }] }],
      reversedBy: null,
    };
    expect(cancelledInvoiceLines(sale, posting)).toEqual({
      ok: true,
      lines: [{ itemId: 'by-bones', availableDelta: 29_850, lots: [{ lotId: 'bone', delta: 29_850 }] }],
    });
    expect(cancelledInvoiceLines({ ...sale, payments: [payment(1_000)] }, posting)).toEqual({
      ok: false,
      reason: 'LS-0003 has payments recorded: give the money back before cancelling it.',
    });
    expect(cancelledInvoiceLines(sale, { ...posting, reversedBy: 'r' }).ok).toBe(false);
  });

  it('keeps an invoice open until it is paid in full, and refuses more than is outstanding', () => {
    const part = paidSale(sale, payment(100_000), 2);
    if (!part.ok) throw new Error(part.reason);
    expect(part.sale).toMatchObject({ status: 'invoiced', finished: false });
    expect(paidSale(part.sale, payment(100_000), 3)).toEqual({
      ok: false,
      reason: `Only ${formatKes(79_100)} is outstanding on LS-0003.`,
    });
    expect(paidSale(part.sale, payment(79_100), 3)).toMatchObject({
      ok: true,
      sale: { status: 'paid', finished: true },
    });
    expect(paidSale({ ...sale, status: 'draft' }, payment(1), 3).ok).toBe(false);
  });
});
