import { addDays } from '@nyama/domain/kernel/calendar-date';
import { generateDemandHistory } from '@nyama/domain/inventory/demand-history';
import { speciesOfItem, type DemandDay } from '@nyama/domain/inventory/demand-days';
import { HISTORY_DAYS } from '@nyama/domain/inventory/forecast-plan';
import { isStockOnlyGroup } from '@nyama/domain/catalogue/stock-only';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import type { ITEMS } from './catalog';
import { CUTTING_TEMPLATES } from './cutting-templates';

/**
 * What the shop packed each day before the demo starts, so /inventoryforecast has 120 days to learn from
 * (decision 036): believable sales of each item on sale, about a fifth of its stock on an ordinary day,
 * with weekends, month-end paydays and holidays, ending yesterday.
 */
export function demandHistory(items: typeof ITEMS, nowMs: number): DemandDay[] {
  const onSale = items.filter((item) => item.active && !isStockOnlyGroup(item.groupId));
  const templates = Object.values(CUTTING_TEMPLATES);
  const histories = generateDemandHistory(
    onSale.map((item) => ({
      itemId: item.id,
      unit: item.unit,
      baseDailyQuantity:
        item.unit === 'kg'
          ? Math.max(item.minGrams, Math.round(item.stockGrams / 5))
          : Math.max(1, Math.round(item.stockUnits / 5)),
      species: speciesOfItem(item, templates),
    })),
    { endDate: addDays(nairobiDate(nowMs), -1), days: HISTORY_DAYS, seed: 2026 },
  );
  const days = new Map<string, Record<string, number>>();
  for (const history of histories)
    for (const { date, quantity } of history.days)
      if (quantity > 0) days.set(date, { ...days.get(date), [history.itemId]: quantity });
  return [...days].map(([day, quantities]) => ({ day, quantities, updatedAtMs: nowMs }));
}
