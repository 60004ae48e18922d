import { describe, expect, it } from 'vitest';
import type { Item } from './catalog';
import { checkQuantity } from './quantity';

const base = {
  groupId: 'beef',
  cut: '',
  description: '',
  image: { kind: 'illustration', key: 'steak' },
  taxRateBps: 0,
  featured: false,
  active: true,
  sortOrder: 0,
} as const;
const mince: Item = {
  ...base,
  name: 'Mince',
  unit: 'kg',
  pricePerKgCents: 75_000,
  stepGrams: 250,
  minGrams: 500,
  stockGrams: 2000,
};
const rabbit: Item = {
  ...base,
  groupId: 'rabbit',
  name: 'Rabbit',
  unit: 'piece',
  unitPriceCents: 140_000,
  stockUnits: 2,
};

describe('checkQuantity', () => {
  it('accepts weights in steps from the minimum, within stock', () => {
    expect(checkQuantity(mince, 1500)).toEqual({ ok: true });
  });
  it.each([
    [mince, 250, 'sold from 500 g'],
    [mince, 600, 'steps of 250 g'],
    [mince, 2250, 'Only 2 kg of Mince left'],
    [rabbit, 3, 'Only 2 pc of Rabbit left'],
    [rabbit, 0, 'Choose how much'],
    [{ ...rabbit, stockUnits: 0 }, 1, 'sold out'],
  ] as const)('refuses %#', (item, quantity, reason) => {
    const result = checkQuantity(item, quantity);
    expect(result.ok ? '' : result.reason).toContain(reason);
  });
});
