import { daysBetween } from '../kernel/calendar-date';
import type { Item } from '../catalogue/catalog';
import type { Cents } from '../kernel/money';
import { availableQuantity } from '../catalogue/quantity';
import { BY_PRODUCT_GROUP_ID, CARCASS_GROUP_ID } from '../catalogue/stock-only';
import type { Lot } from './lots';
import { compareKeys } from '../kernel/compare-keys';

/** An item is low when what is left would fill fewer orders of its smallest size than this. */
export const LOW_STOCK_ORDERS = 4;
/** A lot on sale is expiring when its use-by is this many days away or fewer (today, tomorrow). */
export const EXPIRING_DAYS = 1;

export type LotState = 'onSale' | 'expiring' | 'pastUseBy';
export type LotRow = Lot & {
  lotId: string;
  itemName: string;
  unit: Item['unit'];
  valueCents: Cents;
  /** Days from today to the use-by date: 0 on its last day, negative once past. */
  daysToUseBy: number;
  state: LotState;
};

export type StockAlert = 'oversold' | 'low' | 'expiring' | 'pastUseBy';
/**
 * What an item's free stock is for: sold online, kept off sale for now, cut by the butcher (a carcass),
 * or sold to buyers (a by-product): "can sell 637.5 kg" of a carcass is not a sale anyone can make.
 */
export type StockUse = 'sale' | 'offSale' | 'cutting' | 'buyers';
export type ItemStockRow = {
  itemId: string;
  name: string;
  unit: Item['unit'];
  use: StockUse;
  /** What is not yet promised to an order: the item's stock, the sum of its ledger. */
  available: number;
  /** What its lots hold, sellable or not, reserved or not. */
  onHand: number;
  valueCents: Cents;
  /** The nearest use-by of its lots on sale; null when none is. */
  daysToUseBy: number | null;
  alerts: StockAlert[];
};

/** Carcasses wait for the butcher and by-products for buyers (decision 032); other items sell online. */
export function stockUse(item: Pick<Item, 'groupId' | 'active'>): StockUse {
  if (item.groupId === CARCASS_GROUP_ID) return 'cutting';
  if (item.groupId === BY_PRODUCT_GROUP_ID) return 'buyers';
  return item.active ? 'sale' : 'offSale';
}

/** A lot's quantity at its cost: grams at a price per kg, or units at a price each. */
export function valueAtCost(unit: Item['unit'], quantity: number, unitCostCents: Cents): Cents {
  return unit === 'kg' ? Math.round((quantity * unitCostCents) / 1000) : quantity * unitCostCents;
}

function lotState(lot: Lot, daysToUseBy: number): LotState {
  if (lot.expiredAtMs !== null || daysToUseBy < 0) return 'pastUseBy';
  return daysToUseBy <= EXPIRING_DAYS ? 'expiring' : 'onSale';
}

/**
 * /inventory's two views of the stock on `today` (a Nairobi date): each lot that holds something, and each
 * item with what it can sell, what its lots hold and their value at cost, with its alerts: oversold (more
 * promised than sellable), low, a lot expiring, or a lot past its use-by still on hand (to write off).
 */
export function stockOverview(
  items: readonly (Item & { id: string })[],
  lots: readonly (Lot & { lotId: string })[],
  today: string,
): { items: ItemStockRow[]; lots: LotRow[] } {
  const byId = new Map(items.map((item) => [item.id, item]));
  const lotRows = lots
    .filter((lot) => lot.onHand > 0)
    .flatMap((lot): LotRow[] => {
      const item = byId.get(lot.itemId);
      if (!item) return [];
      const daysToUseBy = daysBetween(today, lot.useBy);
      return [
        {
          ...lot,
          itemName: item.name,
          unit: item.unit,
          valueCents: valueAtCost(item.unit, lot.onHand, lot.unitCostCents),
          daysToUseBy,
          state: lotState(lot, daysToUseBy),
        },
      ];
    })
    .sort((a, b) => compareKeys(a.useBy, b.useBy) || a.itemName.localeCompare(b.itemName));
  const itemRows = items.map((item): ItemStockRow => {
    const own = lotRows.filter((lot) => lot.itemId === item.id);
    const onSale = own.filter((lot) => lot.state !== 'pastUseBy');
    const available = availableQuantity(item);
    const smallest = item.unit === 'kg' ? item.minGrams : 1;
    const alerts: StockAlert[] = [];
    if (available < 0) alerts.push('oversold');
    // Low is a warning about selling out; carcasses and by-products are not sold online (decision 032).
    else if (item.active && available < LOW_STOCK_ORDERS * smallest) alerts.push('low');
    if (onSale.some((lot) => lot.state === 'expiring')) alerts.push('expiring');
    if (own.some((lot) => lot.state === 'pastUseBy')) alerts.push('pastUseBy');
    return {
      itemId: item.id,
      name: item.name,
      unit: item.unit,
      use: stockUse(item),
      available,
      onHand: own.reduce((sum, lot) => sum + lot.onHand, 0),
      valueCents: own.reduce((sum, lot) => sum + lot.valueCents, 0),
      daysToUseBy: onSale.length > 0 ? Math.min(...onSale.map((lot) => lot.daysToUseBy)) : null,
      alerts,
    };
  });
  return { items: itemRows, lots: lotRows };
}
