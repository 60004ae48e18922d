import { describe, expect, it } from 'vitest';
import {
  buyingPlan,
  CARCASS_GRAMS_PER_HEAD,
  termsFromPlan,
  wantsFromPlan,
  type BuyingPlan,
} from './buying-plan';

const goat = {
  species: 'goat' as const,
  outputs: [
    { itemId: 'goat-leg', role: 'cut' as const, yieldBps: 3_000 },
    { itemId: 'goat-ribs', role: 'cut' as const, yieldBps: 2_000 },
    { itemId: 'bones', role: 'byProduct' as const, yieldBps: 2_500 },
  ],
};

describe('buyingPlan', () => {
  it('buys whole animals for the cuts needed net of stock, and lists cuts left short', () => {
    const plan = buyingPlan(
      [
        { itemId: 'goat-leg', grams: 30_000 },
        { itemId: 'goat-ribs', grams: 4_000 },
      ],
      new Map([['goat-leg', 2_000]]),
      [goat],
    );
    // 28 kg of leg + 4 kg of ribs = 32 kg of cuts at 50% saleable yield: 64 kg of carcass, 5 goats of 14 kg.
    expect(plan.species).toEqual([
      {
        species: 'goat',
        cutGrams: 32_000,
        carcassOnHandGrams: 0,
        carcassGrams: 5 * CARCASS_GRAMS_PER_HEAD.goat,
        head: 5,
        shortCuts: [{ itemId: 'goat-leg', neededGrams: 28_000, plannedGrams: 21_000 }],
      },
    ]);
  });

  it('counts the carcasses waiting for the butcher before buying more animals', () => {
    // 32 kg of cuts need 64 kg of carcass; 30 kg hang in the cold room, so 34 kg more: 3 goats of 14 kg.
    const plan = buyingPlan(
      [{ itemId: 'goat-leg', grams: 32_000 }],
      new Map(),
      [goat],
      new Map([['goat', 30_000]]),
    );
    expect(plan.species[0]).toMatchObject({ carcassOnHandGrams: 30_000, head: 3, carcassGrams: 42_000 });
  });

  it('orders nothing when stock covers the forecast, and buys cheese and spices as they are', () => {
    const plan = buyingPlan(
      [
        { itemId: 'goat-leg', grams: 3_000 },
        { itemId: 'cheese', grams: 2_000 },
      ],
      new Map([['goat-leg', 5_000]]),
      [goat],
    );
    expect(plan).toEqual({ species: [], bought: [{ itemId: 'cheese', grams: 2_000 }] });
  });
});

describe('termsFromPlan', () => {
  it('drafts one order per species with head to buy, at the usual price, leaving out species with none', () => {
    const plan = {
      species: [
        { species: 'goat', cutGrams: 1, carcassOnHandGrams: 0, carcassGrams: 42_000, head: 3, shortCuts: [] },
        { species: 'sheep', cutGrams: 1, carcassOnHandGrams: 0, carcassGrams: 0, head: 0, shortCuts: [] },
        {
          species: 'rabbit',
          cutGrams: 1,
          carcassOnHandGrams: 0,
          carcassGrams: 2_200,
          head: 2,
          shortCuts: [],
        },
      ],
    } satisfies Pick<BuyingPlan, 'species'>;
    expect(termsFromPlan(plan, { goat: 60_000, sheep: 55_000 }, '2026-12-01')).toEqual([
      {
        species: 'goat',
        head: 3,
        estimatedCarcassGrams: 42_000,
        pricePerKgCents: 60_000,
        deliveryDate: '2026-12-01',
      },
    ]);
  });
});

describe('wantsFromPlan', () => {
  it('asks for the head to buy at the usual price give or take a tenth, in whole shillings', () => {
    const plan = {
      species: [
        { species: 'goat', cutGrams: 1, carcassOnHandGrams: 0, carcassGrams: 42_000, head: 3, shortCuts: [] },
        { species: 'sheep', cutGrams: 1, carcassOnHandGrams: 0, carcassGrams: 0, head: 0, shortCuts: [] },
      ],
    } satisfies Pick<BuyingPlan, 'species'>;
    expect(wantsFromPlan(plan, { goat: 60_000, sheep: 55_000 })).toEqual([
      {
        species: 'goat',
        head: 3,
        period: 'in the next two weeks',
        minPricePerKgCents: 54_000,
        maxPricePerKgCents: 66_000,
      },
    ]);
  });
});
