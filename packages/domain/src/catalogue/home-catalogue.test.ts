import { describe, expect, it } from 'vitest';
import { homeCatalogue, itemChangesHome } from './home-catalogue';
import { countedItem, perKgItem } from '../fixtures/test-items';

const fillet = perKgItem({ name: 'Fillet', featured: true, stockGrams: 5_000, minGrams: 500 });

describe('itemChangesHome', () => {
  it('ignores a sale that leaves a featured item in stock, and any change to an item not featured', () => {
    expect(itemChangesHome(fillet, { ...fillet, stockGrams: 3_000 })).toBe(false);
    const plain = { ...fillet, featured: false };
    expect(itemChangesHome(plain, { ...plain, name: 'Beef fillet', stockGrams: 0 })).toBe(false);
  });

  it('rebuilds when a featured item sells out or comes back, changes what it shows, or joins or leaves', () => {
    expect(itemChangesHome(fillet, { ...fillet, stockGrams: 400 })).toBe(true);
    expect(itemChangesHome({ ...fillet, stockGrams: 0 }, fillet)).toBe(true);
    expect(itemChangesHome(fillet, { ...fillet, pricePerKgCents: 150_000 })).toBe(true);
    expect(itemChangesHome(fillet, { ...fillet, featured: false })).toBe(true);
    expect(itemChangesHome(null, fillet)).toBe(true);
    expect(itemChangesHome(fillet, null)).toBe(true);
  });
});

describe('homeCatalogue', () => {
  it('keeps the visible groups and the active featured items, in the shop’s order', () => {
    const group = (id: string, sortOrder: number, visible: boolean) => ({
      id,
      name: id,
      description: '',
      image: { kind: 'illustration' as const, key: 'steak' as const },
      sortOrder,
      visible,
    });
    const home = homeCatalogue(
      [group('mutton', 3, true), group('beef', 1, true), group('carcasses', 7, false)],
      [
        { ...fillet, id: 'fillet', sortOrder: 2 },
        { ...countedItem({ name: 'Broiler', featured: true }), id: 'broiler', sortOrder: 1 },
        { ...fillet, id: 'old', active: false },
      ],
      42,
    );
    expect(home.groups.map((entry) => entry.id)).toEqual(['beef', 'mutton']);
    expect(home.featured.map((item) => item.id)).toEqual(['broiler', 'fillet']);
    expect(home.updatedAtMs).toBe(42);
  });
});
