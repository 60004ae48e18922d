import { addDays } from '../kernel/calendar-date';
import type { Item } from '../catalogue/catalog';
import { describeQuantity } from '../catalogue/quantity';
import { countLine, type LedgerLine } from './ledger';
import { allocateFefo, defaultShelfLifeDays, isSellable, type LotArrival, type LotStock } from './lots';
import { compareKeys } from '../kernel/compare-keys';

export type StockAdjustment =
  | { ok: true; kind: 'countAdjustment'; lines: LedgerLine[] }
  | { ok: true; kind: 'receipt'; arrival: LotArrival }
  | { ok: false; reason: string };

/**
 * The stock adjustment on /items as the ledger sees it (decision 021): stock found short is counted off
 * the lots on sale, first expiring first (where trimming and spoilage happen); stock found over is
 * counted onto the freshest lot on sale, or, when none is, received as a lot of its own with the item's
 * usual shelf life and no known cost (a delivery belongs on goods receipt, with its cost and use-by).
 */
export function planStockAdjustment(
  item: Pick<Item, 'groupId' | 'name' | 'unit'> & { id: string },
  lots: readonly LotStock[],
  change: number,
  today: string,
): StockAdjustment {
  if (!Number.isInteger(change) || change === 0) return { ok: false, reason: 'Enter a change other than 0.' };
  const onSale = lots.filter((lot) => lot.itemId === item.id && isSellable(lot, today));
  if (change < 0) {
    const allocation = allocateFefo(onSale, item.id, -change, today);
    if (!allocation.ok)
      return {
        ok: false,
        reason: `The lots of ${item.name} on sale hold only ${describeQuantity(item, -change - allocation.shortBy)}: count or write off its other lots instead.`,
      };
    const byId = new Map(onSale.map((lot) => [lot.lotId, lot]));
    const lines = allocation.picks.flatMap((pick) => {
      const lot = byId.get(pick.lotId);
      const counted = lot && countLine(lot, lot.onHand - pick.quantity);
      return counted?.ok ? counted.lines : [];
    });
    return { ok: true, kind: 'countAdjustment', lines };
  }
  const freshest = [...onSale].sort(
    (a, b) => compareKeys(b.useBy, a.useBy) || b.receivedAtMs - a.receivedAtMs,
  )[0];
  if (freshest) {
    const counted = countLine(freshest, freshest.onHand + change);
    return counted.ok ? { ok: true, kind: 'countAdjustment', lines: counted.lines } : counted;
  }
  return {
    ok: true,
    kind: 'receipt',
    arrival: {
      itemId: item.id,
      quantity: change,
      unitCostCents: 0,
      source: { kind: 'receipt', id: null },
      supplier: 'Stock adjustment',
      useBy: addDays(today, defaultShelfLifeDays(item.groupId)),
    },
  };
}
