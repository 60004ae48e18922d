import { describe, expect, it } from 'vitest';
import type { Item } from './catalog';
import { includedTaxCents, priceLine, priceOrder } from './pricing';
import { countedItem, perKgItem } from '../fixtures/test-items';

const NOW = Date.UTC(2026, 10, 23, 9);

const sirloin = perKgItem({
  pricePerKgCents: 85_000,
  stepGrams: 250,
  minGrams: 250,
  stockGrams: 10_000,
});
const broiler = countedItem({
  groupId: 'chicken',
  unit: 'piece',
  unitPriceCents: 65_000,
  estimatedGramsPerUnit: 1400,
  stockUnits: 5,
});

describe('priceLine', () => {
  it('prices per-kg items by grams', () => {
    expect(priceLine(sirloin, 1500, NOW)).toEqual({ lineTotalCents: 127_500, estimatedGrams: 1500 });
  });
  it('rounds a fractional cent at the line', () => {
    const odd: Item = { ...sirloin, pricePerKgCents: 99_999 };
    expect(priceLine(odd, 250, NOW).lineTotalCents).toBe(25_000);
  });
  it('prices per-piece items by count with an estimated weight', () => {
    expect(priceLine(broiler, 2, NOW)).toEqual({ lineTotalCents: 130_000, estimatedGrams: 2800 });
  });
});

describe('includedTaxCents', () => {
  it('extracts 16% VAT from a VAT-inclusive amount', () => {
    expect(includedTaxCents(11_600, 1600)).toBe(1600);
  });
  it('is zero for exempt goods', () => {
    expect(includedTaxCents(50_000, 0)).toBe(0);
  });
});

describe('priceOrder', () => {
  const zone = { feeCents: 25_000, freeDeliveryFromCents: 400_000 };
  const sausages = countedItem({
    name: 'Sausages',
    unit: 'pack',
    unitPriceCents: 45_000,
    estimatedGramsPerUnit: 500,
    stockUnits: 9,
    taxType: 'B',
  });
  const cart = [
    { item: { ...sirloin, id: 'sirloin' }, quantity: 1500 },
    { item: { ...broiler, id: 'broiler' }, quantity: 1 },
  ];

  it('adds the zone fee below the free-delivery threshold', () => {
    const priced = priceOrder(cart, zone, NOW);
    expect(priced.subtotalCents).toBe(192_500);
    expect(priced.deliveryFeeCents).toBe(25_000);
    expect(priced.totalCents).toBe(217_500);
    expect(priced.roundingCents).toBe(0);
  });

  it('delivers free above the threshold and for pickup', () => {
    const big = [{ item: { ...sirloin, id: 'sirloin' }, quantity: 5000 }];
    expect(priceOrder(big, zone, NOW).deliveryFeeCents).toBe(0);
    expect(priceOrder(cart, null, NOW).deliveryFeeCents).toBe(0);
  });

  it('applies a discount and a free-delivery coupon', () => {
    const priced = priceOrder(cart, zone, NOW, { discountCents: 19_250, waivesDelivery: true });
    expect(priced.discountCents).toBe(19_250);
    expect(priced.deliveryFeeCents).toBe(0);
    expect(priced.totalCents).toBe(173_300);
    expect(priced.roundingCents).toBe(50);
  });

  it('counts VAT on processed goods and delivery, not on fresh meat', () => {
    const priced = priceOrder([{ item: { ...sausages, id: 'sausages' }, quantity: 2 }], zone, NOW);
    expect(priced.taxCents).toBe(includedTaxCents(90_000, 1600) + includedTaxCents(25_000, 1600));
    expect(priceOrder([{ item: { ...sirloin, id: 'sirloin' }, quantity: 1000 }], null, NOW).taxCents).toBe(0);
  });

  it('prices lines at the price in force at the given instant', () => {
    const later = { cents: 90_000, effectiveFromMs: NOW + 1, historyId: 'h1' };
    const lines = [{ item: { ...sirloin, id: 'sirloin', pendingPrice: later }, quantity: 1000 }];
    expect(priceOrder(lines, null, NOW).lines[0]).toMatchObject({
      unitPriceCents: 85_000,
      lineTotalCents: 85_000,
    });
    expect(priceOrder(lines, null, NOW + 1).lines[0]).toMatchObject({
      unitPriceCents: 90_000,
      lineTotalCents: 90_000,
    });
  });

  it('always totals whole shillings', () => {
    const odd = [{ item: { ...sirloin, id: 'odd', pricePerKgCents: 99_999 }, quantity: 750 }];
    expect(priceOrder(odd, zone, NOW).totalCents % 100).toBe(0);
  });
});
