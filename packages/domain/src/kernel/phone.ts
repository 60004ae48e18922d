import { z } from 'zod/mini';

const KENYAN_MSISDN = /^254[17]\d{8}$/;

/**
 * Normalises the ways Kenyans write a mobile number (07.., 01.., +2547.., 2541.., bare 9 digits)
 * to the 2547XXXXXXXX / 2541XXXXXXXX form M-Pesa expects. Returns null when it is not a Kenyan mobile.
 */
export function normaliseKenyanPhone(input: string): string | null {
  const digits = input.replace(/[\s\-()+.]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  let msisdn = digits;
  if (/^0[17]\d{8}$/.test(digits)) msisdn = `254${digits.slice(1)}`;
  else if (/^[17]\d{8}$/.test(digits)) msisdn = `254${digits}`;
  return KENYAN_MSISDN.test(msisdn) ? msisdn : null;
}

export const PHONE_ERROR = 'Enter a Kenyan mobile number, e.g. 0712 345 678';

/** Accepts any common spelling and outputs the normalised form. */
export const kenyanPhoneSchema = z.pipe(
  z.string().check(z.trim()),
  z.transform((value, ctx) => {
    const msisdn = normaliseKenyanPhone(value);
    if (msisdn === null) {
      ctx.issues.push({ code: 'custom', message: PHONE_ERROR, input: value });
      return z.NEVER;
    }
    return msisdn;
  }),
);

/** An already-normalised number, as stored. */
export const storedPhoneSchema = z.string().check(z.regex(KENYAN_MSISDN, PHONE_ERROR));

export function formatKenyanPhone(msisdn: string): string {
  const local = `0${msisdn.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}
