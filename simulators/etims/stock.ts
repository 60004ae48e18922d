import { z } from 'zod/mini';
import type { ControlUnit } from './control-unit';
import {
  PACKAGING_UNITS,
  parameterError,
  printAmount,
  QUANTITY_UNITS,
  sequenceProblem,
  TAX_TYPE_RATES,
  toCents,
  type ResultCode,
} from './protocol';
import { chars, code } from './sales';

/** KRA's stored-in/out types (code class 12): 01–06 in, 11–16 out. */
const STOCK_IO_TYPES = ['01', '02', '03', '04', '05', '06', '11', '12', '13', '14', '15', '16'] as const;
const registrar = {
  regrId: z.string().check(z.minLength(1), z.maxLength(20)),
  regrNm: z.string().check(z.minLength(1), z.maxLength(60)),
  modrId: z.string().check(z.minLength(1), z.maxLength(20)),
  modrNm: z.string().check(z.minLength(1), z.maxLength(60)),
};

const stockItemSchema = z.object({
  itemSeq: z.int().check(z.positive()),
  itemCd: z.string().check(z.minLength(1), z.maxLength(20)),
  itemClsCd: z.string().check(z.minLength(1), z.maxLength(10)),
  itemNm: z.string().check(z.minLength(1), z.maxLength(200)),
  bcd: z.optional(z.nullable(chars(20))),
  pkgUnitCd: code(PACKAGING_UNITS),
  pkg: z.number().check(z.gte(0)),
  qtyUnitCd: code(QUANTITY_UNITS),
  qty: z.number().check(z.positive()),
  itemExprDt: z.optional(z.nullable(z.string().check(z.regex(/^\d{8}$/)))),
  prc: z.number().check(z.gte(0)),
  splyAmt: z.number(),
  totDcAmt: z.number(),
  taxblAmt: z.number(),
  taxTyCd: code(TAX_TYPE_RATES),
  taxAmt: z.number(),
  totAmt: z.number(),
});

/** POST /insertStockIO's body (StockIOSaveReq), the fields the specification requires. */
const stockIoRequestSchema = z.object({
  sarNo: z.int().check(z.positive()),
  orgSarNo: z.int().check(z.gte(0)),
  regTyCd: z.enum(['A', 'M']),
  custTin: z.optional(z.nullable(chars(11))),
  custNm: z.optional(z.nullable(chars(100))),
  custBhfId: z.optional(z.nullable(chars(2))),
  sarTyCd: z.enum(STOCK_IO_TYPES),
  ocrnDt: z.string().check(z.regex(/^\d{8}$/)),
  totItemCnt: z.int().check(z.positive()),
  totTaxblAmt: z.number(),
  totTaxAmt: z.number(),
  totAmt: z.number(),
  remark: z.optional(z.nullable(chars(400))),
  ...registrar,
  itemList: z.array(stockItemSchema).check(z.minLength(1)),
});
export type StockIoRequest = z.infer<typeof stockIoRequestSchema>;

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
