import { z } from 'zod/mini';
import { minutesUntil } from './refusal';

const MINUTE_MS = 60_000;

/** At most `max` uses per window of `windowMs`, counted from the window's first use. */
export type RateRule = { max: number; windowMs: number };

/**
 * The shop's limits on one account and one phone (docs/decisions/025-order-abuse-limits.md): generous
 * for a customer who changes their mind, too tight to hoard stock or ring a stranger's phone all day.
 */
export const RATE_RULES = {
  /** Orders placed by one account. */
  placeOrder: { max: 10, windowMs: 60 * MINUTE_MS },
  /** Quotes asked by one account: every checkout step and every coupon tried is one. */
  quoteOrder: { max: 120, windowMs: 60 * MINUTE_MS },
  /** Payments started by one account, by M-Pesa or card. */
  payOrder: { max: 10, windowMs: 60 * MINUTE_MS },
  /** M-Pesa prompts for one order, whoever asks for them. */
  promptsPerOrder: { max: 3, windowMs: 60 * MINUTE_MS },
  /** M-Pesa prompts to one phone number, for any order of any account. */
  promptsPerPhone: { max: 5, windowMs: 60 * MINUTE_MS },
  /** Supplier applications from one phone number, one device, one network address (decision 042). */
  applicationsPerPhone: { max: 2, windowMs: 24 * 60 * MINUTE_MS },
  applicationsPerDevice: { max: 3, windowMs: 24 * 60 * MINUTE_MS },
  applicationsPerAddress: { max: 20, windowMs: 24 * 60 * MINUTE_MS },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;
const RATE_RULE_NAMES = Object.keys(RATE_RULES) as [RateRuleName, ...RateRuleName[]];

/** What each limit refuses, as the start of its sentence. */
const TOO_OFTEN: Record<RateRuleName, string> = {
  placeOrder: 'You have placed many orders in a short time.',
  quoteOrder: 'You have asked for many prices in a short time.',
  payOrder: 'You have started many payments in a short time.',
  promptsPerOrder: 'We have sent several M-Pesa prompts for this order already.',
  promptsPerPhone: 'We have sent several M-Pesa prompts to this number already.',
  applicationsPerPhone: 'We have already received applications from this phone number today.',
  applicationsPerDevice: 'This device has sent several applications today.',
  applicationsPerAddress: 'Many applications came from your network today.',
};

/** A limit's refusal (decision 073): which limit, and in how many minutes to try again. */
export const tooOftenSchema = z.object({
  reason: z.literal('too-often'),
  rule: z.enum(RATE_RULE_NAMES),
  minutes: z.int().check(z.positive()),
});
export type TooOften = z.infer<typeof tooOftenSchema>;

/** The refusal of a spent limit whose next use is allowed at `retryAtMs`. */
export function tooOften(rule: RateRuleName, retryAtMs: number, nowMs: number): TooOften {
  return { reason: 'too-often', rule, minutes: minutesUntil(retryAtMs, nowMs) };
}

/** The refusal's sentence: what was too often, and when to try again. */
export function tooOftenSentence({ rule, minutes }: TooOften): string {
  return `${TOO_OFTEN[rule]} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * After this, no rate window counts any more: a window older than its rule is spent afresh, so keeping it
 * keeps nothing but the phone number or account id in its key (decision 064).
 */
export const LONGEST_RATE_WINDOW_MS = Math.max(...Object.values(RATE_RULES).map(({ windowMs }) => windowMs));

/** Orders one customer may hold unpaid at once, each holding stock, a window place and a coupon use. */
export const MAX_OPEN_UNPAID_ORDERS = 2;

export const rateWindowSchema = z.object({
  startMs: z.int(),
  count: z.int().check(z.nonnegative()),
});
export type RateWindow = z.infer<typeof rateWindowSchema>;

export type RateDecision = { ok: true; window: RateWindow } | { ok: false; retryAtMs: number };

/** Counts one more use in `window` (null: never used), or says when the next one is allowed. */
export function spendRate(window: RateWindow | null, rule: RateRule, nowMs: number): RateDecision {
  if (!window || nowMs >= window.startMs + rule.windowMs)
    return { ok: true, window: { startMs: nowMs, count: 1 } };
  if (window.count >= rule.max) return { ok: false, retryAtMs: window.startMs + rule.windowMs };
  return { ok: true, window: { startMs: window.startMs, count: window.count + 1 } };
}

/** How many of a customer's newest requests are remembered, so that a retried one answers its order. */
const REMEMBERED_REQUESTS = 20;

/**
 * checkouts/{uid}: what placing an order must know of the customer's recent checkouts, in one document
 * read with the order's own batch: their newest requests and the orders they placed, the unpaid orders
 * that may still hold stock (until they expire), and the window of orders they tried.
 */
export const checkoutRecordSchema = z.object({
  requests: z.array(z.object({ requestId: z.string(), orderId: z.string() })),
  unpaid: z.array(z.object({ orderId: z.string(), expiresAtMs: z.int() })),
  attempts: z.nullable(rateWindowSchema),
});
export type CheckoutRecord = z.infer<typeof checkoutRecordSchema>;

export const NO_CHECKOUTS: CheckoutRecord = { requests: [], unpaid: [], attempts: null };

/** The order a request already placed, if it is one of the customer's newest. */
export function earlierOrderOf(record: CheckoutRecord, requestId: string): string | null {
  return record.requests.find((request) => request.requestId === requestId)?.orderId ?? null;
}

/** Orders that may still be unpaid (placed unpaid and not yet expired); paid ones are told apart by reading them. */
export function maybeUnpaid(record: CheckoutRecord, nowMs: number): string[] {
  return record.unpaid.filter((order) => order.expiresAtMs > nowMs).map((order) => order.orderId);
}

/** The record after placing an order (unpaid ones expire at `expiresAtMs`; pay on delivery has none). */
export function recordPlaced(
  record: CheckoutRecord,
  placed: { requestId: string; orderId: string; expiresAtMs: number | null },
  nowMs: number,
): CheckoutRecord {
  return {
    ...record,
    requests: [{ requestId: placed.requestId, orderId: placed.orderId }, ...record.requests].slice(
      0,
      REMEMBERED_REQUESTS,
    ),
    unpaid: [
      ...record.unpaid.filter((order) => order.expiresAtMs > nowMs),
      ...(placed.expiresAtMs === null ? [] : [{ orderId: placed.orderId, expiresAtMs: placed.expiresAtMs }]),
    ],
  };
}
