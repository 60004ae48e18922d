import { z } from 'zod/mini';
import { chars, code, PACKAGING_UNITS, QUANTITY_UNITS, TAX_TYPE_RATES } from './protocol';

/**
 * The stored-in/out record's body as KRA's specification defines it, apart from the handlers: the control
 * unit keeps the records it accepted, and the handlers check each against it.
 */
/** KRA's stored-in/out types (code class 12): 01–06 in, 11–16 out. */
const STOCK_IO_TYPES = ['01', '02', '03', '04', '05', '06', '11', '12', '13', '14', '15', '16'] as const;
export const registrar = {
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
export const stockIoRequestSchema = z.object({
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
