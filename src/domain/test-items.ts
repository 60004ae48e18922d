import type { Item } from './catalog';

/** Catalogue items for tests: every field a real item has, with only what a test cares about set. */
const base = {
  groupId: 'beef',
  name: 'Test item',
  cut: '',
  description: '',
  image: { kind: 'illustration', key: 'steak' },
  taxRateBps: 0,
  featured: false,
  active: true,
  sortOrder: 0,
  pendingPrice: null,
} as const;

type PerKg = Extract<Item, { unit: 'kg' }>;
type Counted = Extract<Item, { unit: 'piece' | 'pack' }>;

export function perKgItem(fields: Partial<PerKg>): PerKg {
  return {
    ...base,
    unit: 'kg',
    pricePerKgCents: 85_000,
    stepGrams: 250,
    minGrams: 250,
    stockGrams: 10_000,
    ...fields,
  };
}

export function countedItem(fields: Partial<Counted>): Counted {
  return { ...base, unit: 'piece', unitPriceCents: 65_000, stockUnits: 10, ...fields };
}
