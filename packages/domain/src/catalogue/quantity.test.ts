import { describe, expect, it } from 'vitest';
import { checkQuantity } from './quantity';
import { countedItem, perKgItem } from '../fixtures/test-items';

const mince = perKgItem({
  name: 'Mince',
  pricePerKgCents: 75_000,
  stepGrams: 250,
  minGrams: 500,
  stockGrams: 2000,
});
const rabbit = countedItem({
  groupId: 'rabbit',
  name: 'Rabbit',
  unit: 'piece',
  unitPriceCents: 140_000,
  stockUnits: 2,
});

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
    [{ ...mince, stockGrams: 200_000 }, 50_250, 'One order takes at most 50 kg of Mince'],
    [{ ...rabbit, stockUnits: 500 }, 51, 'One order takes at most 50 pc of Rabbit'],
  ] as const)('refuses %#', (item, quantity, reason) => {
    const result = checkQuantity(item, quantity);
    expect(result.ok ? '' : result.reason).toContain(reason);
  });
});
