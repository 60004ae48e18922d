import { describe, expect, it } from 'vitest';
import { describeSelling, describeStock, describeVat } from './item-facts';
import { countedItem, perKgItem } from '../fixtures/test-items';

const mince = perKgItem({
  name: 'Mince',
  pricePerKgCents: 75_000,
  stepGrams: 250,
  minGrams: 500,
  stockGrams: 12_500,
});
const broiler = countedItem({
  name: 'Broiler',
  unit: 'piece',
  unitPriceCents: 75_000,
  estimatedGramsPerUnit: 1400,
  stockUnits: 3,
});

describe('item facts', () => {
  it('says what is in stock in the unit it is sold in', () => {
    expect(describeStock(mince)).toBe('12.5 kg in stock');
    expect(describeStock(broiler)).toBe('3 pc in stock');
    expect(describeStock({ ...mince, stockGrams: 400 })).toBe('Sold out');
  });
  it('names the VAT class', () => {
    expect(describeVat('A')).toBe('VAT exempt (fresh produce)');
    expect(describeVat('B')).toBe('Includes VAT at 16%');
  });
  it('says how an item is sold', () => {
    expect(describeSelling(mince)).toBe('Sold by weight, from 500 g in steps of 250 g');
    expect(describeSelling(broiler)).toBe('Sold by the piece, about 1.4 kg each');
    expect(describeSelling({ ...broiler, unit: 'pack', estimatedGramsPerUnit: undefined })).toBe(
      'Sold by the pack',
    );
  });
});
