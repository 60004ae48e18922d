import { z } from 'zod/mini';
import type { Item } from '../catalogue/catalog';
import { priceAt } from '../catalogue/item-price';
import { priceLine } from '../catalogue/pricing';
import { movementKindSchema, type LedgerTransaction, type MovementKind } from '../inventory/ledger';
import type { TaxType } from '../kernel/tax-type';
import { taxInvoiceLineSchema, taxInvoiceStateSchema, withTaxTypesNow } from './tax-invoice';

/**
 * stockReports/{key}: a ledger posting's stock as eTIMS takes it (`insertStockIO`, decision 074, "Stock
 * movements"), written only by functions. A posting moves stock in, out or both (a transfer, a count), and
 * KRA's stored-in/out record has one type for all its lines, so a posting makes one report per direction,
 * its id the idempotency key `stock-<transactionId>-in|out`. The same queue as the sales sends it, numbered
 * in the shop's stored-in/out sequence (`sarNo`).
 */

/**
 * KRA's stored-in/out types (code class 12; the OSCU specification v2.0 §4, as `paybillke/kra-etims-oscu-docs`
 * `docs/code-definition/stock-in-out.md` lists them): 01 import, 02 purchase, 03 return, 04 stock movement,
 * 05 processing, 06 adjustment in; 11 sale, 12 return, 13 stock movement, 14 processing, 15 discarding,
 * 16 adjustment out.
 */
export const STOCK_IO_TYPES = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
] as const;
export const stockIoTypeSchema = z.enum(STOCK_IO_TYPES);
export type StockIoType = z.infer<typeof stockIoTypeSchema>;

export type StockDirection = 'in' | 'out';

/**
 * What each kind of posting is, moving stock in or out. Only lots' moves are stock KRA counts: a
 * reservation, a release and an expiry change what can be sold, not what is on hand (an expired lot stays
 * until it is written off, which is the discarding), so they move no lot and make no report. A direction
 * a kind never moves (a receipt out) would be a correction: an adjustment.
 */
const STORED_IN: Partial<Record<MovementKind, StockIoType>> = {
  receipt: '02',
  return: '03',
  transfer: '04',
  productionOutput: '05',
};
const STORED_OUT: Partial<Record<MovementKind, StockIoType>> = {
  consumption: '11',
  leftoverSale: '11',
  transfer: '13',
  productionInput: '14',
  writeOff: '15',
};

/** The stored-in/out type of a posting's stock moving one way: opening, counts and reversals adjust. */
export const stockIoType = (kind: MovementKind, direction: StockDirection): StockIoType =>
  direction === 'in' ? (STORED_IN[kind] ?? '06') : (STORED_OUT[kind] ?? '16');

/**
 * A line as a sale's: the item as the catalogue had it when posted (the queue registers it as it stands),
 * what its lots gained or gave summed (grams or pieces), valued at its price then, VAT included, as KRA
 * values stock.
 */
export const stockReportLineSchema = taxInvoiceLineSchema;
export type StockReportLine = z.infer<typeof stockReportLineSchema>;

export const stockReportSchema = z.object({
  transactionId: z.string().check(z.minLength(1)),
  movementKind: movementKindSchema,
  direction: z.enum(['in', 'out']),
  sarTyCd: stockIoTypeSchema,
  lines: z.array(stockReportLineSchema).check(z.minLength(1)),
  /** When the posting was made: KRA's occurred date. */
  atMs: z.int(),
  state: taxInvoiceStateSchema,
  /** KRA's number in the shop's stored-in/out sequence, once given; freed by a refusal. */
  sarNo: z.nullable(z.int().check(z.positive())),
  attempts: z.int().check(z.nonnegative()),
  lastError: z.nullable(z.string()),
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
});
export type StockReport = z.infer<typeof stockReportSchema>;

export const STOCK_KEY_PREFIX = 'stock-';
export const stockReportKey = (transactionId: string, direction: StockDirection) =>
  `${STOCK_KEY_PREFIX}${transactionId}-${direction}`;

/**
 * The reports a posting makes, each item's lots' moves summed per direction; none for a posting that moves
 * no lot. `items` holds every item the posting names, as the catalogue had it.
 */
export function stockReportsOf(
  transactionId: string,
  posting: Pick<LedgerTransaction, 'kind' | 'lines' | 'postedAtMs'>,
  items: ReadonlyMap<string, Item>,
  nowMs: number,
): { key: string; report: StockReport }[] {
  const moved = { in: new Map<string, number>(), out: new Map<string, number>() };
  for (const line of posting.lines) {
    for (const move of line.lots) {
      if (move.delta === 0) continue;
      const byItem = move.delta > 0 ? moved.in : moved.out;
      byItem.set(line.itemId, (byItem.get(line.itemId) ?? 0) + Math.abs(move.delta));
    }
  }
  return (['in', 'out'] as const).flatMap((direction) => {
    const lines = [...moved[direction]].map(([itemId, quantity]): StockReportLine => {
      const item = items.get(itemId);
      if (!item) throw new Error(`Item ${itemId} of the posting was not given`);
      return {
        itemId,
        name: item.name,
        unit: item.unit,
        quantity,
        unitPriceCents: priceAt(item, posting.postedAtMs),
        grossCents: priceLine(item, quantity, posting.postedAtMs).lineTotalCents,
        taxType: item.taxType,
      };
    });
    if (lines.length === 0) return [];
    const report: StockReport = {
      transactionId,
      movementKind: posting.kind,
      direction,
      sarTyCd: stockIoType(posting.kind, direction),
      lines,
      atMs: posting.postedAtMs,
      state: 'queued',
      sarNo: null,
      attempts: 0,
      lastError: null,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    };
    return [{ key: stockReportKey(transactionId, direction), report }];
  });
}

/** What the lines change of each item's stock as KRA counts it: in adds, out takes away. */
export const stockChanges = (report: Pick<StockReport, 'direction' | 'lines'>) =>
  report.lines.map((line) => ({
    itemId: line.itemId,
    delta: report.direction === 'in' ? line.quantity : -line.quantity,
  }));

/**
 * A refused stock report put back in the queue by an Admin, as a refused sale is (`replayOf`): each line
 * with its item's tax type as it is now, KRA's last words gone (the audit entry keeps them).
 */
export function replayedStockReport(
  report: Pick<StockReport, 'lines'>,
  taxTypeOf: (itemId: string) => TaxType | null,
  nowMs: number,
): Pick<StockReport, 'state' | 'lines' | 'lastError' | 'updatedAtMs'> {
  return {
    state: 'queued',
    lines: withTaxTypesNow(report.lines, taxTypeOf),
    lastError: null,
    updatedAtMs: nowMs,
  };
}
