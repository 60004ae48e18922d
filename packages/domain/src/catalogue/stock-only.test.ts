import { describe, expect, it } from 'vitest';
import { carcassItemId, isStockOnlyGroup } from './stock-only';

describe('stock-only groups', () => {
  it('knows the carcasses and by-products groups and nothing else', () => {
    expect(isStockOnlyGroup('carcasses')).toBe(true);
    expect(isStockOnlyGroup('by-products')).toBe(true);
    expect(isStockOnlyGroup('beef')).toBe(false);
  });

  it('names each species’ carcass item', () => {
    expect(carcassItemId('goat')).toBe('carcass-goat');
  });
});
