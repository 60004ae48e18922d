import { describe, expect, it } from 'vitest';
import { changePrice, priceAt, priceCentsSchema } from './item-price';
import { countedItem, perKgItem } from '../fixtures/test-items';

const NOW = Date.UTC(2026, 10, 23, 9);
const HOUR = 3_600_000;
const sirloin = perKgItem({ pricePerKgCents: 85_000 });
const pending = { cents: 90_000, effectiveFromMs: NOW + HOUR, historyId: 'h2' };

describe('priceAt', () => {
  it('is the current price when nothing is pending', () => {
    expect(priceAt(sirloin, NOW)).toBe(85_000);
    expect(priceAt(countedItem({ unitPriceCents: 65_000 }), NOW)).toBe(65_000);
  });
  it('switches to a pending price at its instant, not a millisecond before', () => {
    const item = { ...sirloin, pendingPrice: pending };
    expect(priceAt(item, NOW + HOUR - 1)).toBe(85_000);
    expect(priceAt(item, NOW + HOUR)).toBe(90_000);
  });
});

describe('changePrice', () => {
  it('applies a price for now at once and keeps nothing pending', () => {
    const { item, supersededHistoryId } = changePrice(
      sirloin,
      { cents: 80_000, effectiveFromMs: NOW, historyId: 'h1' },
      NOW,
    );
    expect(item).toMatchObject({ pricePerKgCents: 80_000, pendingPrice: null });
    expect(supersededHistoryId).toBeNull();
  });
  it('keeps a later price pending and the current one in force', () => {
    const { item } = changePrice(sirloin, pending, NOW);
    expect(item).toMatchObject({ pricePerKgCents: 85_000, pendingPrice: pending });
    expect(priceAt(item, NOW)).toBe(85_000);
  });
  it('replaces a pending price that has not applied yet, and names it', () => {
    const item = { ...sirloin, pendingPrice: pending };
    const later = { cents: 95_000, effectiveFromMs: NOW + 2 * HOUR, historyId: 'h3' };
    const result = changePrice(item, later, NOW);
    expect(result.item.pendingPrice).toEqual(later);
    expect(result.supersededHistoryId).toBe('h2');
  });
  it('first makes a pending price that came due the current one', () => {
    const item = countedItem({ unitPriceCents: 65_000, pendingPrice: { ...pending, effectiveFromMs: NOW } });
    const later = { cents: 70_000, effectiveFromMs: NOW + HOUR, historyId: 'h3' };
    const result = changePrice(item, later, NOW + 1);
    expect(result.item).toMatchObject({ unitPriceCents: 90_000, pendingPrice: later });
    expect(result.supersededHistoryId).toBeNull();
  });
});

describe('priceCentsSchema', () => {
  it.each([
    [0, 'A price must be more than Ksh 0'],
    [-500, 'A price must be more than Ksh 0'],
    [100.5, 'Enter the price to the cent'],
  ])('refuses %s with a sentence', (value, message) => {
    expect(priceCentsSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
