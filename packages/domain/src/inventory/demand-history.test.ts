import { describe, expect, it } from 'vitest';
import { weekday } from '../kernel/calendar-date';
import { isPaydayWeek } from './demand-calendar';
import { type DemandItem, generateDemandHistory } from './demand-history';

const BEEF: DemandItem = { itemId: 'beef-mince', unit: 'kg', baseDailyQuantity: 30_000, species: 'cattle' };
const GOAT: DemandItem = { itemId: 'goat-leg', unit: 'kg', baseDailyQuantity: 10_000, species: 'goat' };
const BROILER: DemandItem = {
  itemId: 'chicken-broiler',
  unit: 'piece',
  baseDailyQuantity: 20,
  species: 'chicken',
};

const OPTIONS = { endDate: '2026-11-22', days: 120, seed: 7 };

function meanOf(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

describe('generateDemandHistory', () => {
  it('gives the same history for the same inputs, and another for another seed', () => {
    const first = generateDemandHistory([BEEF, BROILER], OPTIONS);
    expect(generateDemandHistory([BEEF, BROILER], OPTIONS)).toEqual(first);
    expect(generateDemandHistory([BEEF, BROILER], { ...OPTIONS, seed: 8 })).not.toEqual(first);
  });

  it('keeps an item’s history when others are added', () => {
    const [alone] = generateDemandHistory([BROILER], OPTIONS);
    const [, withOthers] = generateDemandHistory([BEEF, BROILER, GOAT], OPTIONS);
    expect(withOthers).toEqual(alone);
  });

  it('covers every day up to the end, in whole grams (50 g steps) or whole units', () => {
    const [beef, broiler] = generateDemandHistory([BEEF, BROILER], OPTIONS);
    expect(beef?.days).toHaveLength(120);
    expect(beef?.days[0]?.date).toBe('2026-07-26');
    expect(beef?.days.at(-1)?.date).toBe('2026-11-22');
    expect(beef?.days.every((day) => day.quantity % 50 === 0 && day.quantity >= 0)).toBe(true);
    expect(broiler?.days.every((day) => Number.isInteger(day.quantity) && day.quantity >= 0)).toBe(true);
    expect(beef?.species).toBe('cattle');
  });

  it('sells more from Friday to Sunday and in payday week, around the base quantity', () => {
    const [beef] = generateDemandHistory([BEEF], { ...OPTIONS, days: 364 });
    const days = beef?.days ?? [];
    const weekend = days.filter((day) => [0, 5, 6].includes(weekday(day.date)));
    const midweek = days.filter((day) => [1, 2, 3].includes(weekday(day.date)));
    expect(meanOf(weekend.map((day) => day.quantity))).toBeGreaterThan(
      1.3 * meanOf(midweek.map((day) => day.quantity)),
    );
    const payday = days.filter((day) => isPaydayWeek(day.date)).map((day) => day.quantity);
    const other = days.filter((day) => !isPaydayWeek(day.date)).map((day) => day.quantity);
    expect(meanOf(payday)).toBeGreaterThan(1.1 * meanOf(other));
    const lastMonth = days.slice(-28).map((day) => day.quantity);
    expect(meanOf(lastMonth)).toBeGreaterThan(0.8 * BEEF.baseDailyQuantity);
    expect(meanOf(lastMonth)).toBeLessThan(1.4 * BEEF.baseDailyQuantity);
  });

  it('spikes goats at Eid and everything in December', () => {
    const [beef, goat] = generateDemandHistory([BEEF, GOAT], { endDate: '2026-12-31', days: 240, seed: 3 });
    const sold = (days: { date: string; quantity: number }[] | undefined, date: string) =>
      days?.find((day) => day.date === date)?.quantity ?? 0;
    // Eid al-Adha 2026 is a Wednesday; the Wednesdays before and after are ordinary.
    expect(sold(goat?.days, '2026-05-27')).toBeGreaterThan(
      1.5 * Math.max(sold(goat?.days, '2026-05-20'), sold(goat?.days, '2026-06-03')),
    );
    const november = (beef?.days ?? []).filter((day) => day.date.startsWith('2026-11-1'));
    const christmasWeek = (beef?.days ?? []).filter(
      (day) => day.date >= '2026-12-19' && day.date <= '2026-12-28',
    );
    expect(meanOf(christmasWeek.map((day) => day.quantity))).toBeGreaterThan(
      1.2 * meanOf(november.map((day) => day.quantity)),
    );
  });
});
