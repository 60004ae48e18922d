import { addDays, type IsoDate } from '../kernel/calendar-date';
import type { Item } from '../catalogue/catalog';
import { availableQuantity } from '../catalogue/quantity';
import { buyingPlan, type BuyingPlan, type ItemNeed } from './buying-plan';
import { itemHistories, type DemandDay } from './demand-days';
import {
  backtest,
  BACKTEST_WEEKS,
  FORECAST_DAYS,
  forecastDemand,
  type Backtest,
  type ItemForecast,
  type ItemHistory,
} from './forecast';
import type { CuttingTemplate } from './production';
import { SPECIES, type Species } from '../catalogue/species';
import { carcassItemId, isStockOnlyGroup } from '../catalogue/stock-only';

export type ForecastInput = {
  days: readonly Pick<DemandDay, 'day' | 'quantities'>[];
  items: readonly (Item & { id: string })[];
  templates: readonly Pick<CuttingTemplate, 'species' | 'outputs'>[];
  /** The Nairobi date the forecast starts on: today, whose sales are not all in yet. */
  today: IsoDate;
};

export type ForecastResult = {
  fromDate: IsoDate;
  history: ItemHistory[];
  forecasts: ItemForecast[];
  backtest: Backtest | null;
  plan: BuyingPlan;
};

/** Grams of an item's quantity: a piece or pack by its estimated weight (none known: nothing to buy for it). */
function grams(item: Item, quantity: number): number {
  return item.unit === 'kg' ? quantity : quantity * (item.estimatedGramsPerUnit ?? 0);
}

/**
 * /inventoryforecast's whole computation (docs/decisions/036-forecast-screen.md): the history of the items
 * on sale up to yesterday, their forecast from today for FORECAST_DAYS, its backtest, and the buying plan
 * for that horizon net of what can still be sold and of the carcasses waiting for the butcher.
 */
export function forecastAndPlan(input: ForecastInput): ForecastResult {
  const onSale = input.items.filter((item) => item.active && !isStockOnlyGroup(item.groupId));
  const byId = new Map(input.items.map((item) => [item.id, item]));
  const past = input.days.filter((day) => day.day < input.today);
  const history = itemHistories(past, onSale, input.templates);
  const forecasts = forecastDemand(history, { fromDate: input.today, days: FORECAST_DAYS });
  const needs: ItemNeed[] = forecasts.flatMap(({ itemId, days }) => {
    const item = byId.get(itemId);
    const total = days.reduce((sum, day) => sum + day.quantity, 0);
    return item ? [{ itemId, grams: grams(item, total) }] : [];
  });
  const onHand = new Map(onSale.map((item) => [item.id, grams(item, Math.max(0, availableQuantity(item)))]));
  const carcasses = new Map<Species, number>(
    SPECIES.map((species) => {
      const carcass = byId.get(carcassItemId(species));
      return [species, carcass ? Math.max(0, availableQuantity(carcass)) : 0];
    }),
  );
  return {
    fromDate: input.today,
    history,
    forecasts,
    backtest: backtest(history, { weeks: BACKTEST_WEEKS }),
    plan: buyingPlan(needs, onHand, input.templates, carcasses),
  };
}

/** How far back the forecast reads: 8 weeks to fit, 4 held out for its backtest, and the last few holidays. */
export const HISTORY_DAYS = 120;
export const historyStart = (today: IsoDate): IsoDate => addDays(today, -HISTORY_DAYS);
