import { addDays, type IsoDate, weekday } from '../kernel/calendar-date';
import { demandEventOn, isPaydayWeek } from './demand-calendar';
import type { ItemHistory } from './forecast';
import { hashString, mulberry32, normal, poisson } from './prng';
import type { Species } from '../catalogue/species';

/** An item to invent history for: its usual day's sales now, in grams (per-kg items) or units. */
export type DemandItem = {
  itemId: string;
  unit: 'kg' | 'piece' | 'pack';
  baseDailyQuantity: number;
  species: Species | null;
};

/** The shape of a Nairobi butcher's week, Sunday first: Friday to Sunday sell most (mean 1). */
const WEEKDAY_SHAPE = [1.2, 0.8, 0.78, 0.84, 0.93, 1.2, 1.25];
const PAYDAY_UPLIFT = 1.2;
/** On a holiday or in the Christmas season: the species it peaks, and everything else. */
const EVENT_UPLIFT = {
  'public-holiday': { peak: 2.2, other: 1.4 },
  season: { peak: 1.5, other: 1.2 },
} as const;
/** Each item drifts by up to this much a day, from −0.05% to +0.15%: mild, mostly growing. */
const TREND_PER_DAY = { min: -0.0005, max: 0.0015 };
/** Day-to-day spread of per-kg sales: about 15%. */
const WEIGHT_NOISE = 0.15;
/** Per-kg totals are sums of orders cut in 250 g steps and weighed; 50 g keeps them round but uneven. */
const GRAMS_ROUNDING = 50;

/**
 * Believable daily sales for the seed and the forecast's tests: the week's shape, month-end paydays,
 * holidays and the Christmas season, a mild trend and noise. Each item draws from its own stream of the
 * seed, so the same inputs give the same history and adding an item leaves the others' unchanged.
 */
export function generateDemandHistory(
  items: readonly DemandItem[],
  options: { endDate: IsoDate; days: number; seed: number },
): ItemHistory[] {
  return items.map((item) => {
    const random = mulberry32(options.seed ^ hashString(item.itemId));
    const trend = TREND_PER_DAY.min + random() * (TREND_PER_DAY.max - TREND_PER_DAY.min);
    const days = [];
    for (let back = options.days - 1; back >= 0; back--) {
      const date = addDays(options.endDate, -back);
      const mean = item.baseDailyQuantity * (1 - trend * back) * dayFactor(date, item.species);
      days.push({ date, quantity: draw(item, Math.max(0, mean), random) });
    }
    return { itemId: item.itemId, species: item.species, days };
  });
}

function dayFactor(date: IsoDate, species: Species | null): number {
  const event = demandEventOn(date);
  const uplift = event
    ? EVENT_UPLIFT[event.kind][species && event.peaks.includes(species) ? 'peak' : 'other']
    : 1;
  return (WEEKDAY_SHAPE[weekday(date)] ?? 1) * (isPaydayWeek(date) ? PAYDAY_UPLIFT : 1) * uplift;
}

/** Counted items sell in whole units (Poisson); per-kg sales spread log-normally around the mean. */
function draw(item: DemandItem, mean: number, random: () => number): number {
  if (item.unit !== 'kg') return poisson(random, mean);
  const grams = mean * Math.exp(WEIGHT_NOISE * normal(random) - (WEIGHT_NOISE * WEIGHT_NOISE) / 2);
  return Math.round(grams / GRAMS_ROUNDING) * GRAMS_ROUNDING;
}
