import { z } from 'zod/mini';
import type { ControlUnit } from './control-unit';
import {
  chars,
  code,
  PACKAGING_UNITS,
  parameterError,
  PAYMENT_TYPES,
  QUANTITY_UNITS,
  sequenceProblem,
  TAX_TYPE_RATES,
  type ResultCode,
} from './protocol';
import { arithmeticProblem, bandFields, date14 } from './sales';

const purchaseItemSchema = z.object({
  itemSeq: z.int().check(z.positive()),
  itemCd: z.optional(z.nullable(chars(20))),
  itemClsCd: z.string().check(z.minLength(1), z.maxLength(10)),
  itemNm: z.string().check(z.minLength(1), z.maxLength(200)),
  spplrItemClsCd: z.optional(z.nullable(chars(10))),
  spplrItemCd: z.optional(z.nullable(chars(20))),
  spplrItemNm: z.optional(z.nullable(chars(200))),
  pkgUnitCd: z.optional(code(PACKAGING_UNITS)),
  pkg: z.number().check(z.gte(0)),
  qtyUnitCd: code(QUANTITY_UNITS),
  qty: z.number().check(z.positive()),
  prc: z.number().check(z.gte(0)),
  splyAmt: z.number(),
  dcRt: z.number(),
  dcAmt: z.number(),
  taxblAmt: z.number(),
  taxTyCd: code(TAX_TYPE_RATES),
  taxAmt: z.number(),
  totAmt: z.number(),
});

/** POST /insertTrnsPurchase's body (TrnsPurchaseSaveReq), the fields the specification requires. */
const purchaseRequestSchema = z.object({
  invcNo: z.int().check(z.positive()),
  orgInvcNo: z.int().check(z.gte(0)),
  spplrTin: z.optional(z.nullable(chars(11))),
  spplrBhfId: z.optional(z.nullable(chars(2))),
  spplrNm: z.optional(z.nullable(chars(60))),
  spplrInvcNo: z.optional(z.nullable(chars(38))),
  regTyCd: z.enum(['A', 'M']),
  pchsTyCd: z.enum(['N', 'C', 'P', 'T']),
  rcptTyCd: z.enum(['P', 'R']),
  pmtTyCd: code(PAYMENT_TYPES),
  pchsSttsCd: z.string().check(z.length(2)),
  cfmDt: z.optional(z.nullable(date14)),
  pchsDt: z.string().check(z.regex(/^\d{8}$/)),
  totItemCnt: z.int().check(z.positive()),
  ...bandFields,
  totTaxblAmt: z.number(),
  totTaxAmt: z.number(),
  totAmt: z.number(),
  remark: z.optional(z.nullable(chars(400))),
  regrId: z.string().check(z.minLength(1), z.maxLength(20)),
  regrNm: z.string().check(z.minLength(1), z.maxLength(60)),
  modrId: z.string().check(z.minLength(1), z.maxLength(20)),
  modrNm: z.string().check(z.minLength(1), z.maxLength(60)),
  itemList: z.array(purchaseItemSchema).check(z.minLength(1)),
});

type PurchaseAnswer = { code: ResultCode; message?: string };

/**
 * A purchase as the control unit records it, numbered in the taxpayer's purchase sequence (apart from its
 * sales): a number used already is overlapped data (994), one out of turn is refused with the one
 * expected. A purchase naming a supplier's invoice confirms that invoice, which must be one KRA holds
 * ("Missing purchase Record" otherwise, as the sandbox answers); one naming none is the buyer's own
 * invoice for a supplier outside eTIMS. KRA's reverse-invoicing interface is not public: the simulator
 * records it here (decision 074).
 */
export function insertPurchase(unit: ControlUnit, body: unknown, nowMs: number): PurchaseAnswer {
  const parsed = purchaseRequestSchema.safeParse(body);
  if (!parsed.success) return parameterError(parsed.error.issues);
  const purchase = parsed.data;
  const outOfTurn = sequenceProblem(
    purchase.invcNo,
    Boolean(unit.purchase(purchase.invcNo)),
    unit.nextPurchaseNumber(),
  );
  if (outOfTurn) return outOfTurn;
  if (purchase.spplrInvcNo) return { code: '910', message: 'Missing purchase Record' };
  if (!purchase.spplrNm) return { code: '910', message: 'spplrNm is required for a buyer-initiated invoice' };
  const problem = arithmeticProblem(purchase);
  if (problem) return { code: '910', message: problem };
  unit.record({ invcNo: purchase.invcNo, request: purchase }, nowMs);
  return { code: '000' };
}
