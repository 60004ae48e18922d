import { performance } from 'node:perf_hooks';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { type DemandItem, generateDemandHistory } from '@nyama/domain/inventory/demand-history';
import { backtest, BACKTEST_WEEKS, FORECAST_DAYS, forecastDemand } from '@nyama/domain/inventory/forecast';
import { SPECIES } from '@nyama/domain/catalogue/species';

/**
 * `npm run bench:forecast`: the forecast and its backtest for 60 items over 120 days of generated history,
 * in the domain module alone (goal: under 2 s together), and the backtest's error beside the naive one.
 */
const ITEMS = 60;
const DAYS = 120;
const RUNS = 5;
const END_DATE = '2026-11-22';

const items: DemandItem[] = Array.from({ length: ITEMS }, (_, index) => {
  const counted = index % 4 === 3;
  return {
    itemId: `item-${String(index).padStart(2, '0')}`,
    unit: counted ? 'piece' : 'kg',
    // From a few units or a kilo a day to dozens of units or tens of kilos.
    baseDailyQuantity: counted ? 3 + (index % 30) : 1_000 + ((index * 7_919) % 40_000),
    species: index % 10 === 9 ? null : (SPECIES[index % SPECIES.length] ?? null),
  };
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const history = generateDemandHistory(items, { endDate: END_DATE, days: DAYS, seed: 2026 });
const times = { forecast: [] as number[], backtest: [] as number[] };
let result = backtest(history, { weeks: BACKTEST_WEEKS });
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  forecastDemand(history, { fromDate: addDays(END_DATE, 1), days: FORECAST_DAYS });
  const middle = performance.now();
  result = backtest(history, { weeks: BACKTEST_WEEKS });
  times.forecast.push(middle - start);
  times.backtest.push(performance.now() - middle);
}

const forecastMs = median(times.forecast);
const backtestMs = median(times.backtest);
const percent = (value: number | null | undefined) => (value == null ? '—' : `${(value * 100).toFixed(1)}%`);
console.log(`${ITEMS} items × ${DAYS} days of history to ${END_DATE}, median of ${RUNS} runs`);
console.log(`  forecast ${FORECAST_DAYS} days   ${forecastMs.toFixed(1)} ms`);
console.log(`  backtest ${BACKTEST_WEEKS} weeks    ${backtestMs.toFixed(1)} ms`);
console.log(`  total              ${(forecastMs + backtestMs).toFixed(1)} ms (goal under 2000 ms)`);
console.log(
  `  WAPE over ${result?.fromDate} to ${result?.toDate}: model ${percent(result?.modelWape)}, naive ${percent(result?.naiveWape)}`,
);
