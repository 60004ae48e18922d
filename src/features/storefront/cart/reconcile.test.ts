import { describe, expect, it } from 'vitest';
import type { Item } from '@nyama/domain/catalogue/catalog';
import type { CartLine } from '@nyama/domain/orders/cart-lines';
import { describeCartChange, reconcileCart } from './reconcile';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';

const sirloin = perKgItem({
  name: 'Sirloin steak',
  pricePerKgCents: 85_000,
  stepGrams: 250,
  minGrams: 250,
  stockGrams: 15_000,
});
const broiler = countedItem({
  groupId: 'chicken',
  name: 'Broiler',
  unit: 'piece',
  unitPriceCents: 75_000,
  estimatedGramsPerUnit: 1400,
  stockUnits: 10,
});
const line = (itemId: string, item: Item, quantity: number): CartLine => ({
  itemId,
  item,
  quantity,
  addedAtMs: 1,
});
const cart = [line('sirloin', sirloin, 1500), line('broiler', broiler, 2)];
const NOW = Date.UTC(2026, 10, 23, 9);

// Intl writes "Ksh 900" with a no-break space; the sentences are compared as a reader sees them.
function reconcileWith(current: Record<string, Item>) {
  const result = reconcileCart(cart, new Map(Object.entries(current)), NOW);
  return {
    ...result,
    sentences: result.changes.map((change) => describeCartChange(change).replace(/\s/g, ' ')),
  };
}

describe('reconcileCart', () => {
  it('changes nothing when the shop has not changed', () => {
    const result = reconcileWith({ sirloin, broiler });
    expect(result.lines).toEqual(cart);
    expect(result.changes).toEqual([]);
  });

  it('takes the new price and says what it was', () => {
    const result = reconcileWith({ sirloin: { ...sirloin, pricePerKgCents: 90_000 }, broiler });
    expect(result.lines[0]?.item).toMatchObject({ pricePerKgCents: 90_000 });
    expect(result.sentences).toEqual(['Sirloin steak now costs Ksh 900 per kg (was Ksh 850).']);
  });

  it('counts a price set for later once its time has come', () => {
    const later = { cents: 90_000, effectiveFromMs: NOW, historyId: 'h1' };
    const result = reconcileWith({ sirloin: { ...sirloin, pendingPrice: later }, broiler });
    expect(result.sentences).toEqual(['Sirloin steak now costs Ksh 900 per kg (was Ksh 850).']);
  });

  it('lowers a quantity to what is left, on a step', () => {
    const result = reconcileWith({
      sirloin: { ...sirloin, stockGrams: 1100 },
      broiler: { ...broiler, stockUnits: 1 },
    });
    expect(result.lines.map((kept) => kept.quantity)).toEqual([1000, 1]);
    expect(result.sentences).toEqual([
      'Only 1.1 kg of Sirloin steak left. We changed your cart from 1.5 kg to 1 kg.',
      'Only 1 pc of Broiler left. We changed your cart from 2 pc to 1 pc.',
    ]);
  });

  it('removes sold-out, inactive and deleted items and says so', () => {
    const soldOut = reconcileWith({
      sirloin: { ...sirloin, stockGrams: 0 },
      broiler: { ...broiler, active: false },
    });
    expect(soldOut.lines).toEqual([]);
    expect(soldOut.sentences).toEqual([
      'Sirloin steak is sold out. We took it out of your cart.',
      'Broiler is no longer sold. We took it out of your cart.',
    ]);
    expect(reconcileWith({ sirloin }).sentences).toEqual([
      'Broiler is no longer sold. We took it out of your cart.',
    ]);
  });

  it('reports a price change and a lower quantity together', () => {
    const result = reconcileWith({
      sirloin: { ...sirloin, pricePerKgCents: 80_000, stockGrams: 500 },
      broiler,
    });
    expect(result.changes.map((change) => change.kind)).toEqual(['priceChanged', 'fewerLeft']);
  });
});
