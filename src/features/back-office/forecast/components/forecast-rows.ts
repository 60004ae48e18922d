import type { Item } from '@nyama/domain/catalogue/catalog';
import type { ForecastResult } from '@nyama/domain/inventory/forecast-plan';
import { availableQuantity } from '@nyama/domain/catalogue/quantity';

export type ForecastRow = {
  itemId: string;
  name: string;
  unit: Item['unit'];
  nextWeek: number;
  twoWeeks: number;
  canSell: number;
  /** The model's error over the backtest's weeks, as a fraction; null when the item sold nothing then. */
  wape: number | null;
};

/** One row per item forecast: its next 7 and 14 days against what it can still sell. */
export function forecastRows(
  result: ForecastResult,
  items: readonly (Item & { id: string })[],
): ForecastRow[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const errors = new Map(result.backtest?.items.map((item) => [item.itemId, item.modelWape]));
  return result.forecasts.flatMap(({ itemId, days }) => {
    const item = byId.get(itemId);
    if (!item) return [];
    const sum = (count: number) => days.slice(0, count).reduce((total, day) => total + day.quantity, 0);
    return [
      {
        itemId,
        name: item.name,
        unit: item.unit,
        nextWeek: sum(7),
        twoWeeks: sum(14),
        canSell: availableQuantity(item),
        wape: errors.get(itemId) ?? null,
      },
    ];
  });
}

/** "16 %", or a dash when there is nothing to measure. */
export const formatShare = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)} %`);
