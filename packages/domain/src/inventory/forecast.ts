import { z } from 'zod/mini';
import {
  addDays,
  dateSequence,
  daysBetween,
  type IsoDate,
  isoDateSchema,
  weekday,
} from '../kernel/calendar-date';
import { type DemandEvent, demandEventOn, isPaydayWeek } from './demand-calendar';
import { speciesSchema } from '../catalogue/species';

/** One day's sales of an item: grams for per-kg items, units otherwise. */
export const dailyQuantitySchema = z.object({
  date: isoDateSchema,
  quantity: z.int().check(z.nonnegative()),
});
export type DailyQuantity = z.infer<typeof dailyQuantitySchema>;

/**
 * An item's sales by day. A day missing between its first day and the forecast's start sold nothing; the
 * item's species (null for cheese, spices…) says which holidays peak it.
 */
export const itemHistorySchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  species: z.nullable(speciesSchema),
  days: z.array(dailyQuantitySchema),
});
export type ItemHistory = z.infer<typeof itemHistorySchema>;

/** Expected sales of an item on each day ahead, whole grams or units, never negative. */
export type ItemForecast = { itemId: string; days: DailyQuantity[] };

export const FORECAST_DAYS = 14;
export const BACKTEST_WEEKS = 4;

/**
 * The weekday shape and the trend are read from the last 8 weeks: long enough to average out a week's
 * noise, short enough to follow a change in what customers buy.
 */
const FIT_DAYS = 56;
/** Below two weeks a weekday has one sample at best: the shape is taken as flat. */
const MIN_DAYS_FOR_SHAPE = 14;
/** Below three weeks a slope is mostly noise: the level is taken as flat. */
const MIN_DAYS_FOR_TREND = 21;
/** A past event's usual day is judged from the ordinary days up to two weeks either side. */
const EVENT_NEIGHBOURHOOD = 14;

/**
 * The uplift assumed for an event the history has never seen (the notes name the peaks but give no
 * figures; these are a Nairobi butcher's rule of thumb): a public holiday nearly doubles the species it
 * peaks (goats at Eid and Christmas) and lifts the rest by a third; the Christmas season lifts them by half
 * and by a fifth. The history's own events replace them as soon as it has some.
 */
export const DEFAULT_EVENT_UPLIFT = {
  'public-holiday': { peak: 1.8, other: 1.3 },
  season: { peak: 1.5, other: 1.2 },
} as const;

/**
 * The model, per item: expected = (level + trend · day) × weekday index × payday uplift × event uplift.
 *
 * Multiplicative, because a weekend or a holiday lifts a big seller by many kilos and a small one by a few
 * hundred grams: the same ratio. Fitted in closed form (classical decomposition for the weekday indices,
 * least squares for level and trend on the de-seasonalised ordinary days) rather than Holt-Winters: the
 * history is short (about 17 seasons), holidays and paydays must be stepped around rather than smoothed into
 * the level, and least squares has no smoothing constants to tune per item. Paydays and events are read
 * from the history's own days beside the fit, so a shop learns its own Eid. A holiday the history has not
 * seen takes the mean uplift of the holidays it has seen that peak the item alike (or do not), and with
 * none of those, DEFAULT_EVENT_UPLIFT.
 */
export function forecastDemand(
  history: readonly ItemHistory[],
  options: { fromDate: IsoDate; days: number },
): ItemForecast[] {
  const dates = dateSequence(options.fromDate, options.days);
  return history.map((item) => {
    const expected = fitItem(item, options.fromDate);
    return {
      itemId: item.itemId,
      days: dates.map((date) => ({ date, quantity: Math.round(expected(date)) })),
    };
  });
}

/** Sales and the two forecasts of one held-out day. */
export type BacktestDay = { date: IsoDate; actual: number; model: number; naive: number };
export type ItemBacktest = {
  itemId: string;
  /** Null when the item sold nothing in the held-out weeks (the error has no scale). */
  modelWape: number | null;
  naiveWape: number | null;
  days: BacktestDay[];
};
export type Backtest = {
  fromDate: IsoDate;
  toDate: IsoDate;
  /** The mean of the items' errors: grams and units cannot be pooled, and each item counts the same. */
  modelWape: number | null;
  naiveWape: number | null;
  items: ItemBacktest[];
};

/**
 * How the forecast would have done: fit on everything before the last `weeks` weeks of history, forecast
 * them, and compare with what sold (WAPE), beside the naive forecast "each day sells what the same weekday
 * sold in the last week before" made at the same moment with the same knowledge. Null without any history.
 */
export function backtest(history: readonly ItemHistory[], options: { weeks: number }): Backtest | null {
  const lastDate = history
    .flatMap((item) => item.days.map((day) => day.date))
    .reduce<IsoDate | null>((latest, date) => (latest === null || date > latest ? date : latest), null);
  if (lastDate === null) return null;
  const days = options.weeks * 7;
  const fromDate = addDays(lastDate, 1 - days);
  const forecasts = forecastDemand(history, { fromDate, days });
  const items = history.map((item, index): ItemBacktest => {
    const sold = salesByDate(item);
    const backtestDays = (forecasts[index]?.days ?? []).map(({ date, quantity }) => ({
      date,
      actual: sold.get(date) ?? 0,
      model: quantity,
      naive: sold.get(addDays(fromDate, (daysBetween(fromDate, date) % 7) - 7)) ?? 0,
    }));
    const actual = backtestDays.map((day) => day.actual);
    return {
      itemId: item.itemId,
      modelWape: wape(
        actual,
        backtestDays.map((day) => day.model),
      ),
      naiveWape: wape(
        actual,
        backtestDays.map((day) => day.naive),
      ),
      days: backtestDays,
    };
  });
  return {
    fromDate,
    toDate: lastDate,
    modelWape: mean(items.map((item) => item.modelWape)),
    naiveWape: mean(items.map((item) => item.naiveWape)),
    items,
  };
}

/** Weighted absolute percentage error, Σ|actual − forecast| / Σ actual; null when nothing sold. */
export function wape(actual: readonly number[], forecast: readonly number[]): number | null {
  let error = 0;
  let total = 0;
  actual.forEach((value, index) => {
    error += Math.abs(value - (forecast[index] ?? 0));
    total += value;
  });
  return total > 0 ? error / total : null;
}

function mean(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
}

function salesByDate(item: ItemHistory): Map<IsoDate, number> {
  const sold = new Map<IsoDate, number>();
  for (const day of item.days) sold.set(day.date, (sold.get(day.date) ?? 0) + day.quantity);
  return sold;
}

type Day = { date: IsoDate; quantity: number; weekday: number; event: DemandEvent | null; payday: boolean };

function dayOf(date: IsoDate, quantity: number): Day {
  return { date, quantity, weekday: weekday(date), event: demandEventOn(date), payday: isPaydayWeek(date) };
}

/** The item's daily series from its first sale to the day before `fromDate`, days without sales as 0. */
function seriesBefore(item: ItemHistory, fromDate: IsoDate): Day[] {
  const sold = salesByDate(item);
  const first = [...sold.keys()].reduce<IsoDate>(
    (earliest, date) => (date < earliest ? date : earliest),
    fromDate,
  );
  return dateSequence(first, daysBetween(first, fromDate)).map((date) => dayOf(date, sold.get(date) ?? 0));
}

/** An item's usual day, before events: (level + trend · t) × weekday index × payday uplift. */
type Baseline = { shape: number[]; level: number; trend: number; payday: number };

function usual(baseline: Baseline, t: number, day: Day): number {
  return (
    Math.max(0, baseline.level + baseline.trend * t) *
    (baseline.shape[day.weekday] ?? 1) *
    (day.payday ? baseline.payday : 1)
  );
}

/** Fits one item's history and returns its expected (unrounded, non-negative) sales on a later day. */
function fitItem(item: ItemHistory, fromDate: IsoDate): (date: IsoDate) => number {
  const series = seriesBefore(item, fromDate);
  if (series.length === 0) return () => 0;
  const fitStart = Math.max(0, series.length - FIT_DAYS);
  // Paydays lift the weeks the weekday shape is read from: read it again once their uplift is known.
  const baseline = fitBaseline(series, fitStart, fitBaseline(series, fitStart, 1).payday);

  const uplifts = pastEventUplifts(series, baseline);
  const upliftFor = (event: DemandEvent) => {
    const peaks = (seen: DemandEvent) => item.species !== null && seen.peaks.includes(item.species);
    const same = uplifts.filter((seen) => seen.event.name === event.name);
    const similar =
      event.kind === 'public-holiday'
        ? uplifts.filter((seen) => seen.event.kind === event.kind && peaks(seen.event) === peaks(event))
        : [];
    const observed = same.length > 0 ? same : similar;
    if (observed.length > 0) return observed.reduce((sum, seen) => sum + seen.ratio, 0) / observed.length;
    return DEFAULT_EVENT_UPLIFT[event.kind][peaks(event) ? 'peak' : 'other'];
  };

  return (date) => {
    const day = dayOf(date, 0);
    const expected = usual(baseline, series.length + daysBetween(fromDate, date), day);
    return day.event ? expected * upliftFor(day.event) : expected;
  };
}

/**
 * The usual day from the fit window, given a guess of the payday uplift: weekday indices, then level and
 * trend on the ordinary days, then the payday uplift as what payday days sold over what those alone expect.
 */
function fitBaseline(series: readonly Day[], fitStart: number, paydayGuess: number): Baseline {
  const shape = weekdayIndices(series, fitStart, paydayGuess);
  const { level, trend } = levelAndTrend(series, fitStart, shape);
  let sold = 0;
  let expected = 0;
  series.forEach((day, t) => {
    if (t < fitStart || !day.payday || day.event) return;
    sold += day.quantity;
    expected += usual({ shape, level, trend, payday: 1 }, t, day);
  });
  return { shape, level, trend, payday: expected > 0 ? sold / expected : 1 };
}

/**
 * Weekday indices by classical decomposition: each day over the centred 7-day mean around it (payday days
 * scaled back by the payday uplift), averaged per weekday over the fit window and scaled to average 1. A
 * week with an event in it is skipped, so a holiday lifts neither its own weekday nor its neighbours'. A
 * weekday never seen counts as 1.
 */
function weekdayIndices(series: readonly Day[], fitStart: number, payday: number): number[] {
  if (series.length < MIN_DAYS_FOR_SHAPE) return Array<number>(7).fill(1);
  const plain = series.map((day) => (day.payday ? day.quantity / payday : day.quantity));
  const sums = Array<number>(7).fill(0);
  const counts = Array<number>(7).fill(0);
  for (let t = Math.max(fitStart, 3); t < series.length - 3; t++) {
    const week = series.slice(t - 3, t + 4);
    const day = series[t];
    if (!day || week.some((neighbour) => neighbour.event)) continue;
    const weekTotal = plain.slice(t - 3, t + 4).reduce((sum, value) => sum + value, 0);
    if (weekTotal <= 0) continue;
    sums[day.weekday] = (sums[day.weekday] ?? 0) + (plain[t] ?? 0) / (weekTotal / 7);
    counts[day.weekday] = (counts[day.weekday] ?? 0) + 1;
  }
  const raw = sums.map((sum, index) => ((counts[index] ?? 0) > 0 ? sum / (counts[index] ?? 1) : 1));
  const average = raw.reduce((total, value) => total + value, 0) / 7;
  return average > 0 ? raw.map((value) => value / average) : Array<number>(7).fill(1);
}

/** Least squares of the de-seasonalised ordinary days (no event, no payday) of the fit window on their day. */
function levelAndTrend(
  series: readonly Day[],
  fitStart: number,
  shape: readonly number[],
): { level: number; trend: number } {
  // A weekday that never sells (index 0, a day the shop is shut) says nothing of the level.
  const sells = (day: Day) => (shape[day.weekday] ?? 1) > 0;
  const deseasonalised = (day: Day) => day.quantity / (shape[day.weekday] ?? 1);
  const points: [number, number][] = [];
  series.forEach((day, t) => {
    if (t >= fitStart && !day.event && !day.payday && sells(day)) points.push([t, deseasonalised(day)]);
  });
  if (points.length === 0) {
    // Every recent day was special (a short history in a payday week): their plain mean is the level.
    const recent = series.slice(fitStart).filter(sells);
    const total = recent.reduce((sum, day) => sum + deseasonalised(day), 0);
    return { level: recent.length > 0 ? total / recent.length : 0, trend: 0 };
  }
  const n = points.length;
  const meanT = points.reduce((sum, [t]) => sum + t, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const [t, y] of points) {
    covariance += (t - meanT) * (y - meanY);
    variance += (t - meanT) * (t - meanT);
  }
  const trend = series.length >= MIN_DAYS_FOR_TREND && variance > 0 ? covariance / variance : 0;
  return { level: meanY - trend * meanT, trend };
}

/**
 * Each past event's sales over the item's usual day then. The level is read locally (the mean of the days
 * without events within two weeks either side, with the weekday shape and paydays divided out), as an
 * event may lie before the fit window, where the fitted line does not reach.
 */
function pastEventUplifts(
  series: readonly Day[],
  baseline: Baseline,
): { event: DemandEvent; ratio: number }[] {
  const flat = { ...baseline, level: 1, trend: 0 };
  const uplifts: { event: DemandEvent; ratio: number }[] = [];
  series.forEach((day, t) => {
    if (!day.event) return;
    let sum = 0;
    let count = 0;
    const last = Math.min(series.length - 1, t + EVENT_NEIGHBOURHOOD);
    for (let near = Math.max(0, t - EVENT_NEIGHBOURHOOD); near <= last; near++) {
      const neighbour = series[near];
      const shape = neighbour && !neighbour.event ? usual(flat, near, neighbour) : 0;
      if (!neighbour || shape <= 0) continue;
      sum += neighbour.quantity / shape;
      count++;
    }
    const expected = count > 0 ? (sum / count) * usual(flat, t, day) : 0;
    if (expected > 0) uplifts.push({ event: day.event, ratio: day.quantity / expected });
  });
  return uplifts;
}
