import { z } from 'zod/mini';
import type { ControlUnit } from './control-unit';
import { parameterError, printAmount, sequenceProblem, toCents, type ResultCode } from './protocol';
import { registrar, stockIoRequestSchema, type StockIoRequest } from './stock-requests';

/** POST /saveStockMaster's body (StockMasterSaveReq). */
const stockMasterRequestSchema = z.object({
  itemCd: z.string().check(z.minLength(1), z.maxLength(20)),
  rsdQty: z.number(),
  ...registrar,
});

type StockAnswer = { code: ResultCode; message?: string };

/** The totals of a stored-in/out record are its items' sums, as KRA's sandbox holds a sale's. */
function totalsProblem(record: StockIoRequest): string | null {
  if (record.totItemCnt !== record.itemList.length)
    return `totItemCnt is ${record.totItemCnt} for ${record.itemList.length} items`;
  const sum = (field: 'taxblAmt' | 'taxAmt' | 'totAmt') =>
    record.itemList.reduce((total, item) => total + toCents(item[field]), 0);
  for (const [total, field] of [
    ['totTaxblAmt', 'taxblAmt'],
    ['totTaxAmt', 'taxAmt'],
    ['totAmt', 'totAmt'],
  ] as const) {
    if (toCents(record[total]) !== sum(field))
      return `Invalid ${total}. Expected: ${printAmount(sum(field))}, But Found: ${printAmount(toCents(record[total]))}`;
  }
  return null;
}

/**
 * Stock stored in or out as the control unit records it, numbered in the taxpayer's stored-in/out sequence
 * (apart from its sales and purchases): a number used already is overlapped data (994), one out of turn is
 * refused with the one expected (KRA's sandbox words it "Invalid sarNo: Expected: N but found: M"); an item
 * never registered, or totals that are not their items' sums, are parameter errors.
 */
export function insertStockIo(unit: ControlUnit, body: unknown, nowMs: number): StockAnswer {
  const parsed = stockIoRequestSchema.safeParse(body);
  if (!parsed.success) return parameterError(parsed.error.issues);
  const record = parsed.data;
  const outOfTurn = sequenceProblem(
    record.sarNo,
    Boolean(unit.stockMove(record.sarNo)),
    unit.nextStockNumber(),
    'sarNo',
  );
  if (outOfTurn) return outOfTurn;
  const unknown = record.itemList.find((item) => !unit.item(item.itemCd));
  if (unknown) return { code: '910', message: `Invalid itemCd: ${unknown.itemCd} is not registered` };
  const problem = totalsProblem(record);
  if (problem) return { code: '910', message: problem };
  unit.recordStockMove(record, nowMs);
  return { code: '000' };
}

/**
 * An item's remaining stock, kept per item: only for a registered item whose stock has moved (KRA's
 * sandbox answers "Stock IO is empty" before its first stored-in/out record).
 */
export function saveStockMaster(unit: ControlUnit, body: unknown): StockAnswer {
  const parsed = stockMasterRequestSchema.safeParse(body);
  if (!parsed.success) return parameterError(parsed.error.issues);
  const { itemCd, rsdQty } = parsed.data;
  if (!unit.item(itemCd)) return { code: '910', message: `Invalid itemCd: ${itemCd} is not registered` };
  if (!unit.stockMoved(itemCd)) return { code: '910', message: `Stock IO is empty for itemCd: ${itemCd}` };
  unit.saveStockMaster(itemCd, rsdQty);
  return { code: '000' };
}
