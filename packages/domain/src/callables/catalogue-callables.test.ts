import { describe, expect, it } from 'vitest';
import { saveItemInput } from './catalogue-callables';

const input = (groupId: string, active: boolean) => ({
  itemId: 'carcass-goat',
  details: {
    groupId,
    name: 'Goat carcass',
    cut: 'Dressed carcass',
    description: '',
    image: { kind: 'illustration', key: 'goat' },
    taxType: 'A',
    taxClass: '99011019',
    featured: false,
    active,
    sortOrder: 0,
  },
  selling: { unit: 'kg', minGrams: 1, stepGrams: 1 },
  priceCents: null,
});

describe('saveItemInput', () => {
  it('refuses to put a carcass or a by-product on sale online', () => {
    const result = saveItemInput.safeParse(input('carcasses', true));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Carcasses and by-products are never sold online: sell them to buyers',
    ]);
  });

  it('keeps a carcass off sale, and lets a shop item be sold', () => {
    expect(saveItemInput.safeParse(input('carcasses', false)).success).toBe(true);
    expect(saveItemInput.safeParse(input('mutton', true)).success).toBe(true);
  });
});
