import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod/mini';
import { json, type SimResponse } from '../http';

/** Kenya is UTC+3 all year (no daylight saving): Daraja timestamps are Nairobi wall-clock time. */
const NAIROBI_OFFSET_MS = 3 * 60 * 60_000;

export function nairobiTimestamp(atMs: number): string {
  return new Date(atMs + NAIROBI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The instant a YYYYMMDDHHmmss Nairobi timestamp names, or null when it is not a real date and time. */
export function parseNairobiTimestamp(timestamp: string): number | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(timestamp);
  if (!parts) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  return nairobiTimestamp(utc - NAIROBI_OFFSET_MS) === timestamp ? utc - NAIROBI_OFFSET_MS : null;
}

export const stkPassword = (shortcode: string, passkey: string, timestamp: string) =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

/** Daraja's error envelope; the HTTP status is the code's first part (400.002.02 -> 400). */
export function darajaError(errorCode: string, errorMessage: string): SimResponse {
  const requestId = `${randomInt(10_000, 99_999)}-${randomInt(1e7, 9e7)}-1`;
  return json(Number(errorCode.slice(0, 3)), { requestId, errorCode, errorMessage });
}
export const invalidField = (field: string) => darajaError('400.002.02', `Bad Request - Invalid ${field}`);

function randomInt(min: number, max: number): number {
  return min + (randomBytes(4).readUInt32BE() % (max - min));
}

export const newMerchantRequestId = () => `${randomInt(10_000, 99_999)}-${randomInt(1e7, 9e7)}-1`;
export const newCheckoutRequestId = (atMs: number) =>
  `ws_CO_${nairobiTimestamp(atMs).replace(/^(\d{4})(\d{2})(\d{2})/, '$3$2$1')}${randomInt(100_000, 999_999)}`;

/** M-Pesa receipts are 10 upper-case letters and digits, e.g. QKH94M1Z11. */
export function newReceiptNumber(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(9);
  return `T${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Daraja's ResultDesc sentences for the codes the virtual phone can produce. */
const RESULT_DESCRIPTIONS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};
export const describeResult = (code: number) => RESULT_DESCRIPTIONS[code] ?? 'The transaction failed.';

/** A token's fingerprint, so the store never keeps bearer tokens themselves. */
export const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');

const digits = (pattern: RegExp) =>
  z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string().check(z.regex(pattern)));

/** Field checks in the order Daraja reports them; the first failing field names the error. */
export const stkPushFields = {
  BusinessShortCode: digits(/^\d{5,7}$/),
  Password: z.string().check(z.minLength(1)),
  Timestamp: z.string(),
  TransactionType: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']),
  Amount: z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
    z.int().check(z.gte(1)),
  ),
  PartyA: digits(/^254[17]\d{8}$/),
  PartyB: digits(/^\d{5,7}$/),
  PhoneNumber: digits(/^254[17]\d{8}$/),
  CallBackURL: z.url({ protocol: /^https?$/ }),
  AccountReference: z.string().check(z.minLength(1), z.maxLength(12)),
  TransactionDesc: z.string().check(z.minLength(1), z.maxLength(182)),
};

export const stkQueryFields = {
  BusinessShortCode: stkPushFields.BusinessShortCode,
  Password: stkPushFields.Password,
  Timestamp: stkPushFields.Timestamp,
  CheckoutRequestID: z.string().check(z.minLength(1)),
};

/** Parses `body` field by field, so an error names the first bad field like Daraja does. */
export function parseFields<F extends Record<string, z.ZodMiniType>>(
  fields: F,
  body: unknown,
): { ok: true; value: { [K in keyof F]: z.output<F[K]> } } | { ok: false; field: string } {
  if (typeof body !== 'object' || body === null) return { ok: false, field: 'Request' };
  const value: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(fields)) {
    const result = schema.safeParse((body as Record<string, unknown>)[field]);
    if (!result.success) return { ok: false, field };
    value[field] = result.data;
  }
  return { ok: true, value: value as { [K in keyof F]: z.output<F[K]> } };
}
