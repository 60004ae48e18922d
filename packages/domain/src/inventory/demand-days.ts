import { z } from 'zod/mini';
import { isoDateSchema } from '../kernel/calendar-date';
import type { Item } from '../catalogue/catalog';
import type { ItemHistory } from './forecast';
import type { LedgerTransaction } from './ledger';
import type { CuttingTemplate } from './production';
import type { Species } from '../catalogue/species';
import { compareKeys } from '../kernel/compare-keys';

/**
 * demandDays/{yyyy-mm-dd}: what the shop packed for its customers that Nairobi day, per item (grams or
 * units), kept by the same posting that consumes the lots (docs/decisions/036-forecast-screen.md). The
 * forecast reads one document per day instead of the whole ledger.
 */
export const demandDaySchema = z.object({
  day: isoDateSchema,
  /** Item id → quantity packed less quantity returned; a day of returns alone can go below zero. */
  quantities: z.record(z.string(), z.int()),
  updatedAtMs: z.int(),
});
export type DemandDay = z.infer<typeof demandDaySchema>;

/**
 * What postings add to the day's demand: packing an order (`consumption`) adds what left the lots, a
 * packed order given back (`return`) takes it off again. Other movements are not customers' demand:
 * leftovers go to buyers, write-offs to the bin.
 */
export function demandOfPostings(postings: readonly Pick<LedgerTransaction, 'kind' | 'lines'>[]) {
  const demand = new Map<string, number>();
  for (const posting of postings) {
    if (posting.kind !== 'consumption' && posting.kind !== 'return') continue;
    for (const line of posting.lines) {
      const moved = -line.lots.reduce((sum, move) => sum + move.delta, 0);
      if (moved !== 0) demand.set(line.itemId, (demand.get(line.itemId) ?? 0) + moved);
    }
  }
  return demand;
}

/** The groups whose items follow a species' holidays when no cutting template names them (liver, broilers). */
const GROUP_SPECIES: Record<string, Species> = {
  beef: 'cattle',
  chicken: 'chicken',
  mutton: 'goat',
  rabbit: 'rabbit',
};

/** The species an item comes from: the template that cuts it, else its group's; null for cheese and spices. */
export function speciesOfItem(
  item: Pick<Item, 'groupId'> & { id: string },
  templates: readonly Pick<CuttingTemplate, 'species' | 'outputs'>[],
): Species | null {
  const cutFrom = templates.find((template) =>
    template.outputs.some((output) => output.role === 'cut' && output.itemId === item.id),
  );
  return cutFrom?.species ?? GROUP_SPECIES[item.groupId] ?? null;
}

/**
 * Each item's sales history from the days read, oldest first. A day of returns alone counts as nothing sold;
 * an item with no sales at all is still listed (its forecast is zero).
 */
export function itemHistories(
  days: readonly Pick<DemandDay, 'day' | 'quantities'>[],
  items: readonly (Pick<Item, 'groupId'> & { id: string })[],
  templates: readonly Pick<CuttingTemplate, 'species' | 'outputs'>[],
): ItemHistory[] {
  const sorted = [...days].sort((a, b) => compareKeys(a.day, b.day));
  return items.map((item) => ({
    itemId: item.id,
    species: speciesOfItem(item, templates),
    days: sorted.flatMap((day) => {
      const quantity = day.quantities[item.id];
      return quantity === undefined ? [] : [{ date: day.day, quantity: Math.max(0, quantity) }];
    }),
  }));
}
