import { describe, expect, it } from 'vitest';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { draftFor, draftRequest, type PhoneOrderDraft } from './draft';

const NOW = Date.UTC(2026, 10, 23, 9);
const sirloin = perKgItem({ name: 'Sirloin steak', pricePerKgCents: 85_000, stockGrams: 2000 });

const draft = (fields: Partial<PhoneOrderDraft> = {}): PhoneOrderDraft => ({
  customer: { uid: 'amina', name: 'Amina', surname: 'Otieno', mob: '254712345678' },
  lines: [{ itemId: 'sirloin', item: sirloin, quantity: 1500, addedAtMs: NOW }],
  fulfilment: 'delivery',
  addressId: 'home',
  slot: { date: '2026-11-24', slotId: 'afternoon' },
  couponCode: 'KARIBU10',
  payment: 'mpesa',
  mpesaPhone: '0712 345 678',
  requestId: null,
  requestFor: null,
  placed: null,
  ...fields,
});

describe('taking the order for a customer', () => {
  const other = { uid: 'baraka', name: 'Baraka', surname: 'Mwangi', mob: '254722000111' };

  it('keeps an open draft’s lines but nothing of the other customer’s', () => {
    expect(draftFor(other, draft({ requestId: crypto.randomUUID() }), 'office')).toEqual({
      customer: other,
      lines: draft().lines,
      fulfilment: 'delivery',
      addressId: 'office',
      slot: null,
      couponCode: null,
      payment: 'mpesa',
      mpesaPhone: '0722 000 111',
      requestId: null,
      requestFor: null,
      placed: null,
    });
  });

  it('starts empty after a placed order', () => {
    expect(draftFor(other, draft({ placed: { orderId: 'o1' } }), null).lines).toEqual([]);
  });
});

describe('the order a phone order describes', () => {
  it('is the customer’s request, with their address, the slot and the coupon', () => {
    expect(draftRequest(draft())).toEqual({
      customerUid: 'amina',
      lines: [{ itemId: 'sirloin', quantity: 1500 }],
      fulfilment: 'delivery',
      addressId: 'home',
      slot: { date: '2026-11-24', slotId: 'afternoon' },
      couponCode: 'KARIBU10',
    });
    expect(draftRequest(draft({ fulfilment: 'pickup' }))?.addressId).toBeNull();
  });

  it('is not there yet without lines, a slot, or for delivery an address', () => {
    expect(draftRequest(draft({ lines: [] }))).toBeNull();
    expect(draftRequest(draft({ slot: null }))).toBeNull();
    expect(draftRequest(draft({ addressId: null }))).toBeNull();
    expect(draftRequest(draft({ addressId: null, fulfilment: 'pickup' }))).not.toBeNull();
  });
});
