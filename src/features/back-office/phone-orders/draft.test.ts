import { describe, expect, it } from 'vitest';
import { countedItem, perKgItem } from '../../../domain/test-items';
import { addDraftLine, draftRequest, draftSubtotalCents, type PhoneOrderDraft } from './draft';

const NOW = Date.UTC(2026, 10, 23, 9);
const sirloin = perKgItem({ name: 'Sirloin steak', pricePerKgCents: 85_000, stockGrams: 2000 });
const broiler = countedItem({ groupId: 'chicken', name: 'Whole broiler', unitPriceCents: 65_000 });

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
  startedAtMs: NOW,
  ...fields,
});

describe('adding to a phone order', () => {
  it('adds on top of what is already taken, checked like the storefront’s cart', () => {
    const added = addDraftLine(draft().lines, 'sirloin', sirloin, 250, NOW + 1);
    expect(added.ok && added.lines).toEqual([
      { itemId: 'sirloin', item: sirloin, quantity: 1750, addedAtMs: NOW },
    ]);
    expect(addDraftLine(draft().lines, 'sirloin', sirloin, 750, NOW)).toEqual({
      ok: false,
      reason: 'Only 2 kg of Sirloin steak left.',
    });
    expect(addDraftLine([], 'sirloin', sirloin, 300, NOW)).toEqual({
      ok: false,
      reason: 'Sirloin steak is sold in steps of 250 g.',
    });
  });

  it('estimates the lines at the shop’s prices', () => {
    const added = addDraftLine(draft().lines, 'broiler', broiler, 2, NOW);
    expect(added.ok && draftSubtotalCents(added.lines, NOW)).toBe(127_500 + 130_000);
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
