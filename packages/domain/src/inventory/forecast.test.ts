import { describe, expect, it } from 'vitest';
import { addDays, dateSequence, type IsoDate, weekday } from '../kernel/calendar-date';
import { type DemandItem, generateDemandHistory } from './demand-history';
import { backtest, DEFAULT_EVENT_UPLIFT, forecastDemand, type ItemHistory, wape } from './forecast';
import type { Species } from '../catalogue/species';

/** `days` days of history ending the day before `fromDate`, each day's quantity from `sold`. */
function history(
  fromDate: IsoDate,
  days: number,
  sold: (date: IsoDate, index: number) => number,
  species: Species | null = 'cattle',
): ItemHistory {
  const dates = dateSequence(addDays(fromDate, -days), days);
  return {
    itemId: 'item',
    species,
    days: dates.map((date, index) => ({ date, quantity: sold(date, index) })),
  };
}

const quantities = (forecast: { days: { quantity: number }[] }[]) =>
  forecast[0]?.days.map((day) => day.quantity);

/** A butcher's week, Sunday first. */
const WEEK = [120, 80, 78, 84, 93, 120, 125];

describe('forecastDemand', () => {
  it('forecasts a flat series flat, for the days asked, from the day asked', () => {
    const [forecast] = forecastDemand([history('2026-11-23', 120, () => 100)], {
      fromDate: '2026-11-23',
      days: 14,
    });
    expect(forecast?.itemId).toBe('item');
    expect(forecast?.days.map((day) => day.date)).toEqual(dateSequence('2026-11-23', 14));
    expect(forecast?.days.map((day) => day.quantity)).toEqual(Array<number>(14).fill(100));
  });

  it('recovers a pure weekly pattern', () => {
    const forecast = forecastDemand([history('2026-11-23', 120, (date) => WEEK[weekday(date)] ?? 0)], {
      fromDate: '2026-11-23',
      days: 14,
    });
    expect(quantities(forecast)).toEqual(dateSequence('2026-11-23', 14).map((date) => WEEK[weekday(date)]));
  });

  it('continues a linear trend', () => {
    const forecast = forecastDemand([history('2026-11-23', 120, (_, index) => 1000 + 10 * index)], {
      fromDate: '2026-11-23',
      days: 14,
    });
    expect(quantities(forecast)).toEqual(Array.from({ length: 14 }, (_, day) => 1000 + 10 * (120 + day)));
  });

  it('learns the payday uplift and applies it from the 28th to the 3rd', () => {
    const forecast = forecastDemand(
      [
        history('2026-11-23', 120, (date) =>
          Number(date.slice(8)) >= 28 || Number(date.slice(8)) <= 3 ? 150 : 100,
        ),
      ],
      { fromDate: '2026-11-23', days: 14 },
    );
    // 23 Nov to 6 Dec: the 28th to the 3rd are payday week.
    expect(quantities(forecast)).toEqual([
      100, 100, 100, 100, 100, 150, 150, 150, 150, 150, 150, 100, 100, 100,
    ]);
  });

  it('never forecasts below zero and gives whole quantities', () => {
    const forecast = forecastDemand(
      [history('2026-11-23', 60, (_, index) => Math.max(0, 600 - 10 * index))],
      {
        fromDate: '2026-11-23',
        days: 14,
      },
    );
    const days = quantities(forecast) ?? [];
    expect(days.every((quantity) => quantity === 0)).toBe(true);
    const [noisy] = forecastDemand(
      generateDemandHistory([BROILER], { endDate: '2026-11-22', days: 120, seed: 1 }),
      {
        fromDate: '2026-11-23',
        days: 14,
      },
    );
    expect(noisy?.days.every((day) => Number.isInteger(day.quantity) && day.quantity > 0)).toBe(true);
  });

  it('forecasts 0 for an item without history, or whose sales all come later', () => {
    const empty: ItemHistory = { itemId: 'new', species: null, days: [] };
    const later: ItemHistory = {
      itemId: 'later',
      species: null,
      days: [{ date: '2026-12-01', quantity: 5 }],
    };
    const forecast = forecastDemand([empty, later], { fromDate: '2026-11-23', days: 14 });
    expect(forecast.map((item) => item.days.map((day) => day.quantity))).toEqual([
      Array<number>(14).fill(0),
      Array<number>(14).fill(0),
    ]);
  });

  it('counts days missing from the history as days without sales', () => {
    const sparse = history('2026-11-23', 56, () => 100);
    sparse.days = sparse.days.filter((day) => weekday(day.date) !== 1);
    expect(quantities(forecastDemand([sparse], { fromDate: '2026-11-23', days: 7 }))).toEqual([
      0, 100, 100, 100, 100, 100, 100,
    ]);
  });
});

describe('holidays in the forecast', () => {
  it('lifts a holiday by the history’s own uplift for the same kind of holiday', () => {
    // Mashujaa Day (20 Oct) sold double; Jamhuri Day (12 Dec) is the next holiday that does not peak beef.
    const [forecast] = forecastDemand(
      [history('2026-12-01', 120, (date) => (date === '2026-10-20' ? 200 : 100))],
      {
        fromDate: '2026-12-01',
        days: 14,
      },
    );
    const byDate = new Map(forecast?.days.map((day) => [day.date, day.quantity]));
    expect(byDate.get('2026-12-12')).toBe(200);
    expect(byDate.get('2026-12-11')).toBe(100);
  });

  it('prefers the same holiday last year to another holiday', () => {
    const [forecast] = forecastDemand(
      [
        history('2026-12-01', 400, (date) =>
          date === '2025-12-12' ? 150 : date === '2026-10-20' || date === '2026-06-01' ? 300 : 100,
        ),
      ],
      { fromDate: '2026-12-01', days: 14 },
    );
    expect(forecast?.days.find((day) => day.date === '2026-12-12')?.quantity).toBe(150);
  });

  it('takes the default uplift for a holiday the history has never seen, higher for the species it peaks', () => {
    // 10 Feb to 9 Mar 2026 has no holiday; Eid al-Fitr falls on 20 Mar.
    const options = { fromDate: '2026-03-10', days: 14 };
    const eid = (species: Species) =>
      forecastDemand([history('2026-03-10', 28, () => 100, species)], options)[0]?.days.find(
        (day) => day.date === '2026-03-20',
      )?.quantity;
    expect(eid('goat')).toBe(100 * DEFAULT_EVENT_UPLIFT['public-holiday'].peak);
    expect(eid('cattle')).toBe(100 * DEFAULT_EVENT_UPLIFT['public-holiday'].other);
  });
});

describe('wape', () => {
  it('is 0 for a perfect forecast, the share of sales missed otherwise, null when nothing sold', () => {
    expect(wape([10, 20, 30], [10, 20, 30])).toBe(0);
    expect(wape([10, 20, 30], [20, 20, 20])).toBeCloseTo(20 / 60);
    expect(wape([0, 0], [0, 5])).toBeNull();
    expect(wape([], [])).toBeNull();
  });
});

const BEEF: DemandItem = { itemId: 'beef-mince', unit: 'kg', baseDailyQuantity: 30_000, species: 'cattle' };
const GOAT: DemandItem = { itemId: 'goat-leg', unit: 'kg', baseDailyQuantity: 12_000, species: 'goat' };
const FILLET: DemandItem = { itemId: 'beef-fillet', unit: 'kg', baseDailyQuantity: 2_500, species: 'cattle' };
const BROILER: DemandItem = {
  itemId: 'chicken-broiler',
  unit: 'piece',
  baseDailyQuantity: 25,
  species: 'chicken',
};
const SPICE: DemandItem = { itemId: 'spice-pilau', unit: 'pack', baseDailyQuantity: 8, species: null };

describe('backtest', () => {
  it('holds out the last weeks, scoring the model and the same weekday of the week before', () => {
    const result = backtest([history('2026-11-23', 120, (_, index) => 1000 + 10 * index)], { weeks: 4 });
    expect(result?.fromDate).toBe('2026-10-26');
    expect(result?.toDate).toBe('2026-11-22');
    const item = result?.items[0];
    expect(item?.days).toHaveLength(28);
    expect(item?.modelWape).toBe(0);
    // The naive forecast repeats the week before 26 Oct (days 85 to 91): it lags the trend.
    expect(item?.days[0]).toEqual({ date: '2026-10-26', actual: 1920, model: 1920, naive: 1850 });
    expect(item?.days[27]).toEqual({ date: '2026-11-22', actual: 2190, model: 2190, naive: 1910 });
    expect(result?.naiveWape).toBeGreaterThan(0.05);
  });

  it('beats the naive forecast on the generated history, before and through Christmas', () => {
    for (const endDate of ['2026-11-22', '2026-12-31', '2027-04-10']) {
      const generated = generateDemandHistory([BEEF, GOAT, FILLET, BROILER, SPICE], {
        endDate,
        days: 120,
        seed: 42,
      });
      const result = backtest(generated, { weeks: 4 });
      expect(result?.modelWape).toBeLessThan(result?.naiveWape ?? 0);
      expect(result?.modelWape).toBeLessThan(0.3);
    }
  });

  it('leaves an item that sold nothing out of the mean and divides by no zero', () => {
    const result = backtest(
      [{ itemId: 'new', species: null, days: [] }, history('2026-11-23', 120, () => 100)],
      { weeks: 4 },
    );
    expect(result?.items[0]).toMatchObject({ itemId: 'new', modelWape: null, naiveWape: null });
    expect(result?.items[0]?.days.every((day) => day.model === 0 && day.actual === 0)).toBe(true);
    expect(result?.modelWape).toBe(0);
    expect(backtest([{ itemId: 'new', species: null, days: [] }], { weeks: 4 })).toBeNull();
  });
});
