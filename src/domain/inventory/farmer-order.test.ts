import { describe, expect, it } from 'vitest';
import {
  amountOwedCents,
  canMoveFarmerOrder,
  counterOfferSchema,
  farmerBalance,
  farmerOrderTermsSchema,
  isFinishedFarmerOrder,
} from './farmer-order';

describe('the farmer order’s life', () => {
  it('lets the farmer answer a sent order, and only staff send, accept a counter or weigh in', () => {
    expect(canMoveFarmerOrder('sent', 'confirmed', 'farmer')).toBe(true);
    expect(canMoveFarmerOrder('sent', 'countered', 'farmer')).toBe(true);
    expect(canMoveFarmerOrder('sent', 'confirmed', 'staff')).toBe(false);
    expect(canMoveFarmerOrder('draft', 'sent', 'farmer')).toBe(false);
    expect(canMoveFarmerOrder('countered', 'confirmed', 'farmer')).toBe(false);
    expect(canMoveFarmerOrder('countered', 'sent', 'staff')).toBe(true);
    expect(canMoveFarmerOrder('confirmed', 'delivered', 'staff')).toBe(true);
  });

  it('never reopens a finished order', () => {
    expect(isFinishedFarmerOrder('paid')).toBe(true);
    expect(isFinishedFarmerOrder('declined')).toBe(true);
    expect(isFinishedFarmerOrder('delivered')).toBe(false);
    expect(canMoveFarmerOrder('paid', 'delivered', 'staff')).toBe(false);
  });
});

describe('terms and counter-offers', () => {
  const terms = {
    species: 'goat',
    head: 10,
    estimatedCarcassGrams: 140_000,
    pricePerKgCents: 55_000,
    deliveryDate: '2026-12-20',
  };

  it('accepts sound terms and refuses impossible ones with a clear message', () => {
    expect(farmerOrderTermsSchema.safeParse(terms).success).toBe(true);
    const zeroHead = farmerOrderTermsSchema.safeParse({ ...terms, head: 0 });
    expect(zeroHead.error?.issues[0]?.message).toBe('At least one animal');
    expect(farmerOrderTermsSchema.safeParse({ ...terms, pricePerKgCents: 0 }).success).toBe(false);
    expect(farmerOrderTermsSchema.safeParse({ ...terms, deliveryDate: '2026-02-30' }).success).toBe(false);
  });

  it('takes a counter of other head and date with a short note', () => {
    expect(
      counterOfferSchema.safeParse({ head: 8, deliveryDate: '2026-12-22', note: 'Two are too young' })
        .success,
    ).toBe(true);
    expect(
      counterOfferSchema.safeParse({ head: 8, deliveryDate: '2026-12-22', note: 'x'.repeat(301) }).success,
    ).toBe(false);
  });
});

describe('paying the farmer', () => {
  it('owes the weighed carcass at the agreed price, in whole shillings', () => {
    // 143.25 kg × KES 550 = KES 78,787.50, paid as KES 78,788.
    expect(amountOwedCents(143_250, 55_000)).toBe(7_878_800);
  });

  it('tracks part payments against what is owed', () => {
    expect(farmerBalance(7_878_800, [{ amountCents: 5_000_000 }, { amountCents: 2_000_000 }])).toEqual({
      paidCents: 7_000_000,
      outstandingCents: 878_800,
    });
  });
});
