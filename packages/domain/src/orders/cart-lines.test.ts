import { describe, expect, it } from 'vitest';
import { addToLines, toPricedLine, type CartLine } from './cart-lines';
import { priceOrder } from '../catalogue/pricing';
import { countedItem, perKgItem } from '../fixtures/test-items';

const NOW = Date.UTC(2026, 10, 23, 9);
const sirloin = perKgItem({ name: 'Sirloin steak', pricePerKgCents: 85_000, stockGrams: 2000 });
const broiler = countedItem({ groupId: 'chicken', name: 'Whole broiler', unitPriceCents: 65_000 });
const lines: CartLine[] = [{ itemId: 'sirloin', item: sirloin, quantity: 1500, addedAtMs: NOW }];

describe('adding to a cart or a phone order', () => {
  it('adds on top of what is already there, keeping when the item was first added', () => {
    const added = addToLines(lines, 'sirloin', sirloin, 250, NOW + 1);
    const line = { itemId: 'sirloin', item: sirloin, quantity: 1750, addedAtMs: NOW };
    expect(added).toEqual({ ok: true, line, lines: [line] });
  });

  it('says why the total cannot be had: stock, steps', () => {
    expect(addToLines(lines, 'sirloin', sirloin, 750, NOW)).toEqual({
      ok: false,
      refusal: { reason: 'only-left', item: 'Sirloin steak', unit: 'kg', quantity: 2_000 },
    });
    expect(addToLines([], 'sirloin', sirloin, 300, NOW)).toEqual({
      ok: false,
      refusal: { reason: 'quantity-off-step', item: 'Sirloin steak', grams: 250 },
    });
  });

  it('prices the lines at the shop’s prices', () => {
    const added = addToLines(lines, 'broiler', broiler, 2, NOW);
    expect(added.ok && added.lines.map((line) => line.itemId)).toEqual(['sirloin', 'broiler']);
    const priced = added.ok ? priceOrder(added.lines.map(toPricedLine), null, NOW) : null;
    expect(priced?.subtotalCents).toBe(127_500 + 130_000);
  });
});
