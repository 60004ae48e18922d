import { describe, expect, it } from 'vitest';
import { checkQuantity, QUANTITY_SENTENCES } from './quantity';
import { sayRefusal } from '../kernel/refusal';
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
  ] as const)('refuses %#', (item, quantity, sentence) => {
    const result = checkQuantity(item, quantity);
    expect(result.ok ? '' : sayRefusal(QUANTITY_SENTENCES, result.refusal)).toContain(sentence);
  });
  it('names the rule and its facts, for the screens to word', () => {
    expect(checkQuantity(mince, 600)).toEqual({
      ok: false,
      refusal: { reason: 'quantity-off-step', item: 'Mince', grams: 250 },
    });
    expect(checkQuantity(rabbit, 3)).toEqual({
      ok: false,
      refusal: { reason: 'only-left', item: 'Rabbit', unit: 'piece', quantity: 2 },
    });
  });
});
