import { describe, expect, it } from 'vitest';
import type { Item } from './catalog';
import { includedTaxCents, priceLine } from './pricing';

const base = {
  groupId: 'beef',
  name: 'Sirloin',
  cut: 'Sirloin',
  description: '',
  image: { kind: 'illustration', key: 'steak' },
  taxRateBps: 0,
  featured: false,
  active: true,
  sortOrder: 0,
} as const;

const sirloin: Item = {
  ...base,
  unit: 'kg',
  pricePerKgCents: 85_000,
  stepGrams: 250,
  minGrams: 250,
  stockGrams: 10_000,
};
const broiler: Item = {
  ...base,
  groupId: 'chicken',
  unit: 'piece',
  unitPriceCents: 65_000,
  estimatedGramsPerUnit: 1400,
  stockUnits: 5,
};

describe('priceLine', () => {
  it('prices per-kg items by grams', () => {
    expect(priceLine(sirloin, 1500)).toEqual({ lineTotalCents: 127_500, estimatedGrams: 1500 });
  });
  it('rounds a fractional cent at the line', () => {
    const odd: Item = { ...sirloin, pricePerKgCents: 99_999 };
    expect(priceLine(odd, 250).lineTotalCents).toBe(25_000);
  });
  it('prices per-piece items by count with an estimated weight', () => {
    expect(priceLine(broiler, 2)).toEqual({ lineTotalCents: 130_000, estimatedGrams: 2800 });
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
