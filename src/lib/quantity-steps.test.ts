import { describe, expect, it } from 'vitest';
import { fitQuantity, maximumQuantity, minimumQuantity, quantityStep } from './quantity-steps';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';

const mince = perKgItem({
  name: 'Mince',
  pricePerKgCents: 75_000,
  stepGrams: 250,
  minGrams: 500,
  stockGrams: 2100,
});
const rabbit = countedItem({ name: 'Rabbit', unit: 'piece', unitPriceCents: 140_000, stockUnits: 2 });

describe('quantity steps', () => {
  it('steps by weight for per-kg items and by one for counted items', () => {
    expect([quantityStep(mince), minimumQuantity(mince)]).toEqual([250, 500]);
    expect([quantityStep(rabbit), minimumQuantity(rabbit)]).toEqual([1, 1]);
  });
  it('keeps a quantity that fits', () => {
    expect(fitQuantity(mince, 1500)).toBe(1500);
    expect(fitQuantity(rabbit, 2)).toBe(2);
  });
  it('lowers a quantity to the stock, on a step', () => {
    expect(fitQuantity(mince, 3000)).toBe(2000);
    expect(fitQuantity(rabbit, 5)).toBe(2);
  });
  it('gives null when less than the minimum is left', () => {
    expect(fitQuantity({ ...mince, stockGrams: 400 }, 1000)).toBeNull();
    expect(fitQuantity({ ...rabbit, stockUnits: 0 }, 1)).toBeNull();
  });
  it('never raises a quantity to reach the minimum', () => {
    expect(fitQuantity(mince, 250)).toBeNull();
  });
  it('knows the most that can be ordered', () => {
    expect(maximumQuantity(mince)).toBe(2000);
    expect(maximumQuantity({ ...mince, stockGrams: 0 })).toBeNull();
  });
});

describe('the most one order may take', () => {
  it('stops at the cap on one line, whatever the stock', () => {
    expect(maximumQuantity(countedItem({ stockUnits: 500 }))).toBe(50);
  });
});
