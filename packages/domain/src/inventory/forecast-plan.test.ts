import { describe, expect, it } from 'vitest';
import { addDays } from '../kernel/calendar-date';
import { countedItem, perKgItem } from '../fixtures/test-items';
import { CARCASS_GRAMS_PER_HEAD } from './buying-plan';
import { forecastAndPlan } from './forecast-plan';

const today = '2026-11-23';
const goatTemplate = {
  species: 'goat' as const,
  outputs: [{ itemId: 'goat-leg', role: 'cut' as const, yieldBps: 5_000 }],
};
const leg = { ...perKgItem({ name: 'Goat leg', stockGrams: 4_000 }), groupId: 'mutton', id: 'goat-leg' };
const feta = {
  ...countedItem({ name: 'Feta', stockUnits: 0 }),
  groupId: 'cheese',
  estimatedGramsPerUnit: 200,
  id: 'feta',
};
const carcass = {
  ...perKgItem({ name: 'Goat carcass', stockGrams: 14_000 }),
  groupId: 'carcasses',
  active: false,
  id: 'carcass-goat',
};
/** 8 weeks of the same sales every day: 2 kg of leg and 3 packs of feta, plus a sale today not all in yet. */
const days = [
  ...Array.from({ length: 56 }, (_, index) => ({
    day: addDays(today, index - 56),
    quantities: { 'goat-leg': 2_000, feta: 3 },
  })),
  { day: today, quantities: { 'goat-leg': 100 } },
];

describe('forecastAndPlan', () => {
  const result = forecastAndPlan({ days, items: [leg, feta, carcass], templates: [goatTemplate], today });

  it('forecasts the items on sale from today, from the days before it', () => {
    expect(result.fromDate).toBe(today);
    expect(result.forecasts.map((forecast) => forecast.itemId)).toEqual(['goat-leg', 'feta']);
    const leg14 = result.forecasts[0]?.days ?? [];
    expect(leg14).toHaveLength(14);
    expect(leg14[0]).toEqual({ date: today, quantity: expect.any(Number) });
    expect(result.history[0]?.days.at(-1)?.date).toBe(addDays(today, -1));
    expect(result.backtest?.modelWape).not.toBeNull();
  });

  it('buys animals for the cuts net of stock and of the carcasses waiting, and cheese as it is', () => {
    const legNeed = (result.forecasts[0]?.days ?? []).reduce((sum, day) => sum + day.quantity, 0);
    const carcassNeeded = (legNeed - 4_000) * 2 - 14_000;
    expect(result.plan.species).toEqual([
      expect.objectContaining({
        species: 'goat',
        carcassOnHandGrams: 14_000,
        head: Math.ceil(carcassNeeded / CARCASS_GRAMS_PER_HEAD.goat),
      }),
    ]);
    const fetaNeed = (result.forecasts[1]?.days ?? []).reduce((sum, day) => sum + day.quantity, 0);
    expect(result.plan.bought).toEqual([{ itemId: 'feta', grams: fetaNeed * 200 }]);
  });
});
