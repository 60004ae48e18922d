import { z } from 'zod/mini';

/**
 * KRA eTIMS OSCU as its specification (v2.0, April 2023) and KRA's sandbox define it: the result codes
 * and their messages (§4.18), the code lists a shop's sales use (§4), the envelope of every answer and
 * its dates (docs/reference/etims-oscu.md; docs/decisions/074-etims-through-oscu.md).
 */
export const RESULT_MESSAGES = {
  '000': 'It is succeeded',
  '001': 'There is no search result',
  '900': 'There is no Header information',
  '901': 'It is not valid device',
  '902': 'This device is installed',
  '910': 'Request parameter error',
  '911': 'There is no request full text',
  '994': 'There is an overlapped Data',
  '999': 'There is an unknown error. Please ask it administrator',
} as const;
export type ResultCode = keyof typeof RESULT_MESSAGES;

/** Tax types (code class 04) with the rate in percent that KRA's code list carries in `userDfnCd1`. */
export const TAX_TYPE_RATES: Record<string, number> = { A: 0, B: 16, C: 0, D: 0, E: 8 };
export const TAX_TYPE_NAMES: Record<string, string> = {
  A: 'A-Exempt',
  B: 'B-16.00%',
  C: 'C-0%',
  D: 'D-Non-VAT',
  E: 'E-8%',
};
/**
 * Item classifications (`selectItemClsList`) a butcher's items fall in, from KRA's list as integrators
 * have pulled it: the VAT Act's own codes (99…) and UNSPSC families, each with its usual tax type.
 */
export const ITEM_CLASSES: Record<string, { itemClsNm: string; taxTyCd: string }> = {
  '99011018': { itemClsNm: 'Live animals of chapter 1', taxTyCd: 'A' },
  '99011019': {
    itemClsNm: 'Meat and edible offals of chapter 2 excluding those of heading 0209 and 0210',
    taxTyCd: 'A',
  },
  '50110000': { itemClsNm: 'Meat and poultry products', taxTyCd: 'B' },
  '50130000': { itemClsNm: 'Dairy products and eggs', taxTyCd: 'B' },
  '50170000': { itemClsNm: 'Seasonings and preservatives', taxTyCd: 'B' },
  '78100000': { itemClsNm: 'Mail and cargo transport', taxTyCd: 'B' },
};
/** Units of quantity (code class 10) a food shop uses. */
export const QUANTITY_UNITS: Record<string, string> = {
  KG: 'Kilo-Gramme',
  GRM: 'Gram',
  U: 'Pieces/item [Number]',
  NO: 'Number',
  PA: 'packet',
};
/** Packaging units (code class 17) a food shop uses. */
export const PACKAGING_UNITS: Record<string, string> = {
  NT: 'Net',
  OU: 'Non-Exterior Packaging Unit',
  BG: 'Bag',
  CT: 'Carton',
  PU: 'Traypack',
};
/** Payment types (code class 07). */
export const PAYMENT_TYPES: Record<string, string> = {
  '01': 'CASH',
  '02': 'CREDIT',
  '03': 'CASH/CREDIT',
  '04': 'BANK CHECK',
  '05': 'DEBIT&CREDIT CARD',
  '06': 'MOBILE MONEY',
  '07': 'OTHER',
};
/** Credit note reasons (code class 32). */
export const CREDIT_NOTE_REASONS: Record<string, string> = {
  '01': 'Missing Quantity',
  '02': 'Missing data',
  '03': 'Damaged',
  '04': 'Wasted',
  '05': 'Raw Material Shortage',
  '06': 'Refund',
};

/** `yyyyMMddHHmmss` in Nairobi time (UTC+3 all year), as KRA writes `resultDt` and `sdcDateTime`. */
export function kraDateTime(ms: number): string {
  return new Date(ms + 3 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** Every answer's envelope; saves answer `data: null`. */
export function envelope(resultCd: ResultCode, data: unknown = null, resultMsg?: string) {
  return {
    resultCd,
    resultMsg: resultMsg ?? RESULT_MESSAGES[resultCd],
    resultDt: kraDateTime(Date.now()),
    data,
  };
}

/** Cents of an amount KRA sends with two decimals. */
export const toCents = (amount: number): number => Math.round(amount * 100);
/** An amount as KRA's messages print it: "86.21". */
export const printAmount = (cents: number): string => (cents / 100).toFixed(2);

/** KRA's answer to a body that does not parse: a parameter error naming the first field at fault. */
export function parameterError(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const issue = issues[0];
  return {
    code: '910' as const,
    message:
      `Request parameter error: ${issue?.path.map(String).join('.') ?? 'body'} ${issue?.message ?? ''}`.trim(),
  };
}

/**
 * Where a number stands in a sequence that moves only on success: used already is overlapped data (994),
 * out of turn is refused with the number expected, as KRA's sandbox answers; null when it is the next.
 */
export function sequenceProblem(
  number: number,
  used: boolean,
  next: number,
  field: 'invcNo' | 'sarNo' = 'invcNo',
): { code: '994' } | { code: '910'; message: string } | null {
  if (used) return { code: '994' };
  if (number === next) return null;
  // The sandbox words the two sequences apart.
  return {
    code: '910',
    message:
      field === 'invcNo'
        ? `Invalid invcNo sequence, expected: ${next} but found: ${number}`
        : `Invalid sarNo: Expected: ${next} but found: ${number}`,
  };
}

/** A text field of at most `max` characters. */
export const chars = (max: number) => z.string().check(z.maxLength(max));
/** A field that must hold one of a code list's codes. */
export const code = (list: Record<string, unknown>) =>
  z.string().check(z.refine((value) => value in list, { error: 'is not in its code list' }));
