import { z } from 'zod/mini';
import type { ControlUnit } from './control-unit';
import {
  chars,
  code,
  CREDIT_NOTE_REASONS,
  PACKAGING_UNITS,
  PAYMENT_TYPES,
  printAmount,
  QUANTITY_UNITS,
  TAX_TYPE_RATES,
  toCents,
  type ResultCode,
  parameterError,
  sequenceProblem,
} from './protocol';

export const date14 = z.string().check(z.regex(/^\d{14}$/));
const TAX_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export const bandFields = Object.fromEntries(
  TAX_LETTERS.flatMap((letter) => [
    [`taxblAmt${letter}`, z.number()],
    [`taxRt${letter}`, z.number()],
    [`taxAmt${letter}`, z.number()],
  ]),
) as Record<`${'taxblAmt' | 'taxRt' | 'taxAmt'}${(typeof TAX_LETTERS)[number]}`, z.ZodMiniNumber>;

const saleItemSchema = z.object({
  itemSeq: z.int().check(z.positive()),
  itemClsCd: z.optional(chars(10)),
  itemCd: z.string().check(z.minLength(1), z.maxLength(20)),
  itemNm: z.string().check(z.minLength(1), z.maxLength(200)),
  pkgUnitCd: code(PACKAGING_UNITS),
  pkg: z.number().check(z.gte(1)),
  qtyUnitCd: code(QUANTITY_UNITS),
  qty: z.number().check(z.positive()),
  prc: z.number().check(z.gte(0)),
  splyAmt: z.number(),
  dcRt: z.number(),
  dcAmt: z.number(),
  taxTyCd: code(TAX_TYPE_RATES),
  taxblAmt: z.number(),
  taxAmt: z.number(),
  totAmt: z.number(),
});

/** POST /saveTrnsSalesOsdc's body (TrnsSalesSaveWrReq), the fields the specification requires. */
const saleRequestSchema = z.object({
  trdInvcNo: z.string().check(z.minLength(1), z.maxLength(50)),
  invcNo: z.int().check(z.positive()),
  orgInvcNo: z.int().check(z.gte(0)),
  custTin: z.optional(z.nullable(chars(11))),
  custNm: z.optional(z.nullable(chars(60))),
  salesTyCd: z.literal('N'),
  rcptTyCd: z.enum(['S', 'R']),
  pmtTyCd: z.optional(code(PAYMENT_TYPES)),
  salesSttsCd: z.literal('02'),
  cfmDt: date14,
  salesDt: z.string().check(z.regex(/^\d{8}$/)),
  rfdDt: z.optional(z.nullable(date14)),
  rfdRsnCd: z.optional(z.nullable(code(CREDIT_NOTE_REASONS))),
  totItemCnt: z.int().check(z.positive()),
  ...bandFields,
  totTaxblAmt: z.number(),
  totTaxAmt: z.number(),
  totAmt: z.number(),
  prchrAcptcYn: z.enum(['Y', 'N']),
  regrId: z.string().check(z.minLength(1), z.maxLength(20)),
  regrNm: z.string().check(z.minLength(1), z.maxLength(60)),
  modrId: z.string().check(z.minLength(1), z.maxLength(20)),
  modrNm: z.string().check(z.minLength(1), z.maxLength(60)),
  receipt: z.object({
    rcptPbctDt: date14,
    prchrAcptcYn: z.enum(['Y', 'N']),
    custMblNo: z.optional(z.nullable(chars(20))),
  }),
  itemList: z.array(saleItemSchema).check(z.minLength(1)),
});
type SaleRequest = z.infer<typeof saleRequestSchema>;
type SaleItem = z.infer<typeof saleItemSchema>;

/** What the arithmetic reads of a sale or a purchase: their items' amounts, bands and totals. */
type Amounted = Pick<
  SaleRequest,
  'totItemCnt' | 'totTaxblAmt' | 'totTaxAmt' | 'totAmt' | keyof typeof bandFields
> & {
  itemList: Pick<
    SaleItem,
    'itemSeq' | 'qty' | 'prc' | 'splyAmt' | 'dcAmt' | 'taxTyCd' | 'taxblAmt' | 'taxAmt' | 'totAmt'
  >[];
};

type SaleAnswer = { code: ResultCode; message?: string; data?: unknown };

const expected = (field: string, where: string, want: number, found: number) =>
  `Invalid ${field}${where}. Expected: ${printAmount(want)}, But Found: ${printAmount(found)}`;

/**
 * The arithmetic KRA's sandbox holds a sale to: prices include VAT, so each line's taxable amount is its
 * amount after discount less the VAT inside it, its total that amount; the bands and totals are the sums.
 * Quantities carry two decimals, so a line's amount may differ from quantity × price by the rounding of
 * its quantity (a weighed kilogram of 1.234 is sent as 1.23): that much, and a cent, is let through.
 */
export function arithmeticProblem(sale: Amounted): string | null {
  if (sale.totItemCnt !== sale.itemList.length)
    return `totItemCnt is ${sale.totItemCnt} for ${sale.itemList.length} items`;
  const bands = new Map(TAX_LETTERS.map((letter) => [letter, { taxable: 0, tax: 0 }]));
  let total = 0;
  for (const item of sale.itemList) {
    const where = ` on item: ${item.itemSeq}`;
    const supply = toCents(item.splyAmt);
    const slack = Math.ceil(toCents(item.prc) * 0.005) + 1;
    if (Math.abs(supply - toCents(item.qty * item.prc)) > slack) {
      return expected('splyAmt', where, toCents(item.qty * item.prc), supply);
    }
    const rate = TAX_TYPE_RATES[item.taxTyCd] ?? 0;
    const net = supply - toCents(item.dcAmt);
    const taxable = Math.round((net * 100) / (100 + rate));
    if (toCents(item.taxblAmt) !== taxable)
      return expected('taxblAmt', where, taxable, toCents(item.taxblAmt));
    if (toCents(item.taxAmt) !== net - taxable)
      return expected('taxAmt', where, net - taxable, toCents(item.taxAmt));
    if (toCents(item.totAmt) !== net) return expected('totAmt', where, net, toCents(item.totAmt));
    const band = bands.get(item.taxTyCd as (typeof TAX_LETTERS)[number]);
    if (band) {
      band.taxable += taxable;
      band.tax += net - taxable;
    }
    total += net;
  }
  for (const letter of TAX_LETTERS) {
    const band = bands.get(letter) ?? { taxable: 0, tax: 0 };
    if (sale[`taxRt${letter}`] !== TAX_TYPE_RATES[letter]) {
      return `Rule taxRt${letter} failed: Tax rate mismatch. Expected: ${TAX_TYPE_RATES[letter]}, Found: ${sale[`taxRt${letter}`]}`;
    }
    const taxable = toCents(sale[`taxblAmt${letter}`]);
    if (taxable !== band.taxable) return expected(`taxblAmt${letter}`, '', band.taxable, taxable);
    const tax = toCents(sale[`taxAmt${letter}`]);
    if (tax !== band.tax) return expected(`taxAmt${letter}`, '', band.tax, tax);
  }
  const sums = [...bands.values()].reduce((sum, band) => ({
    taxable: sum.taxable + band.taxable,
    tax: sum.tax + band.tax,
  }));
  if (toCents(sale.totTaxblAmt) !== sums.taxable)
    return expected('totTaxblAmt', '', sums.taxable, toCents(sale.totTaxblAmt));
  if (toCents(sale.totTaxAmt) !== sums.tax)
    return expected('totTaxAmt', '', sums.tax, toCents(sale.totTaxAmt));
  if (toCents(sale.totAmt) !== total) return expected('totAmt', '', total, toCents(sale.totAmt));
  return null;
}

/**
 * A sale or credit note as the control unit takes it: a number already used is overlapped data (994), a
 * number out of turn is refused with the one expected, as KRA's sandbox answers; an unknown item, a credit
 * note without its sale, or amounts that do not add up are parameter errors (910) naming the field.
 */
export function saveSale(unit: ControlUnit, body: unknown, nowMs: number): SaleAnswer {
  const parsed = saleRequestSchema.safeParse(body);
  if (!parsed.success) return parameterError(parsed.error.issues);
  const sale = parsed.data;
  const outOfTurn = sequenceProblem(
    sale.invcNo,
    Boolean(unit.invoice(sale.invcNo)),
    unit.nextInvoiceNumber(),
  );
  if (outOfTurn) return outOfTurn;
  if (sale.salesDt !== sale.cfmDt.slice(0, 8))
    return { code: '910', message: 'salesDt must be the date of cfmDt' };
  const unknown = sale.itemList.find((item) => !unit.item(item.itemCd));
  if (unknown) return { code: '910', message: `Invalid itemCd: ${unknown.itemCd} is not registered` };
  if (sale.rcptTyCd === 'R') {
    const original = unit.invoice(sale.orgInvcNo);
    if (!original || original.rcptTyCd !== 'S') return { code: '910', message: 'orgInvcNo does not exist' };
    if (!sale.rfdDt) return { code: '910', message: 'Missing RfdDt Date' };
    if (!sale.rfdRsnCd) return { code: '910', message: 'Invalid RfdRsnCd' };
  } else if (sale.orgInvcNo !== 0) {
    return { code: '910', message: 'orgInvcNo must be 0 on a sale' };
  }
  const problem = arithmeticProblem(sale);
  if (problem) return { code: '910', message: problem };
  const receipt = unit.accept(
    {
      invcNo: sale.invcNo,
      rcptTyCd: sale.rcptTyCd,
      orgInvcNo: sale.orgInvcNo,
      trdInvcNo: sale.trdInvcNo,
      request: sale,
    },
    nowMs,
  );
  return { code: '000', data: receipt };
}
