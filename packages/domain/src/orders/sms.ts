import { z } from 'zod/mini';
import { centsSchema, type Cents } from '../kernel/money';
import { storedPhoneSchema } from '../kernel/phone';
import { msToNairobiWallTime } from '../kernel/nairobi-time';
import type { NotifyBy } from '../people/user';
import type { PushPayload } from './push';

/**
 * SMS beside web push (docs/decisions/066-sms-through-africas-talking.md): which channel a notification
 * takes, what the text says, what an SMS costs and the documents that keep it. Pure: the functions send.
 */

/**
 * The most texts one order may cause: a confirmation, weighed, out for delivery, delivered and a refund
 * or a driver's message fit; a loop or a chatty driver never costs the shop more than this per order.
 */
export const SMS_PER_ORDER_MAX = 6;

/** What the push attempt came to (functions/src/push/send.ts). */
export type PushReport = { sent: number; removed: number; failed: number };

/**
 * Whether a notification also goes by SMS: always when the account chose SMS; otherwise only when no
 * device took the push because none is left (none subscribed, or every push service answered 404/410).
 * A push that failed for a passing reason (a time-out) may still arrive, so it costs no SMS.
 */
export function needsSms(notifyBy: NotifyBy, push: PushReport | null): boolean {
  if (notifyBy === 'sms' || push === null) return true;
  return push.sent === 0 && push.failed === 0;
}

/** A push's words as one text: the title says what happened, the body the details; no link (no app). */
export function smsText(payload: Pick<PushPayload, 'title' | 'body'>): string {
  return `Nyama Shop: ${payload.title}. ${payload.body}`;
}

/** Why a text was sent, for the Admin's monthly cost by kind. */
export const smsPurposeSchema = z.enum([
  'orderStatus',
  'orderChanged',
  'refund',
  'deliveryMoved',
  'deliveryLocked',
  'driverMessage',
  'farmerOrder',
  'farmerPaid',
]);
export type SmsPurpose = z.infer<typeof smsPurposeSchema>;

/**
 * queued: waiting for the gateway (again, after it was down; `askAtMs` says when); sending: handed to the
 * gateway by one function (`askAtMs` is when another may decide the attempt died); sent: the gateway took
 * it; refused: it would not (the recipient's status code says why); unknown: the request left and its
 * answer was lost, so it is never sent again; abandoned: the gateway stayed down past SMS_GIVE_UP_AFTER_MS;
 * delivered / undelivered: the network's final report.
 */
export const smsStateSchema = z.enum([
  'queued',
  'sending',
  'sent',
  'refused',
  'unknown',
  'abandoned',
  'delivered',
  'undelivered',
]);
export type SmsState = z.infer<typeof smsStateSchema>;

export const smsDeliveryReportSchema = z.object({
  status: z.string(),
  failureReason: z.nullable(z.string()),
  networkCode: z.nullable(z.string()),
  retryCount: z.nullable(z.int()),
  atMs: z.int(),
});

/**
 * smsMessages/{id}: one text. The id is the notification's once-only key, so the same notification never
 * becomes two texts (the idempotency key per message). Written only by functions.
 */
export const smsMessageSchema = z.object({
  to: storedPhoneSchema,
  text: z.string().check(z.minLength(1)),
  purpose: smsPurposeSchema,
  uid: z.string(),
  orderId: z.nullable(z.string()),
  state: smsStateSchema,
  /** The gateway's code for this recipient (101 Sent, 403 InvalidPhoneNumber, …) and its word. */
  statusCode: z.nullable(z.int()),
  status: z.nullable(z.string()),
  messageId: z.nullable(z.string()),
  costCents: z.nullable(centsSchema),
  deliveryReport: z.nullable(smsDeliveryReportSchema),
  /** Attempts the gateway did not answer (down); each pushes the next one further out. */
  attempts: z.int().check(z.nonnegative()),
  askAtMs: z.nullable(z.int()),
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

/** Delivery-report words that end a text's life (Africa's Talking: Success, Failed, Rejected). */
export function smsStateOfReport(status: string): SmsState | null {
  if (status === 'Success') return 'delivered';
  if (status === 'Failed' || status === 'Rejected') return 'undelivered';
  return null;
}

/**
 * Africa's Talking states a cost as "KES 0.8000" (four decimals): in cents, rounded up, as the shop pays
 * at least what it was charged. "0" (nothing sent) is free; another currency is not the shop's.
 */
export function atCostToCents(cost: string): Cents | null {
  if (cost.trim() === '0') return 0;
  const match = /^KES\s+(\d+)(?:\.(\d{1,4}))?$/.exec(cost.trim());
  if (!match) return null;
  const tenThousandths = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return Math.ceil(tenThousandths / 100);
}

/** The month (Nairobi) a text's cost counts in: the id of its smsCosts document, `YYYY-MM`. */
export function smsCostMonth(ms: number): string {
  return msToNairobiWallTime(ms).slice(0, 7);
}

/** smsCosts/{YYYY-MM}: what texts cost the shop in a month, kept as they are sent; the Admin reads it. */
export const smsMonthCostSchema = z.object({
  month: z.string(),
  costCents: centsSchema,
  sent: z.int().check(z.nonnegative()),
  updatedAtMs: z.int(),
});

/** An inbound text asking for no more: STOP as the gateways and carriers use it, or Kiswahili ACHA. */
export function isStopRequest(text: string): boolean {
  return /^(stop|stopall|unsubscribe|acha)\b/i.test(text.trim());
}

/** How long to wait before trying a text again after the gateway did not answer the `attempts`-th time. */
export function smsRetryAfterMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 60 * 60_000);
}

/** Texts older than this are not sent at all: "out for delivery" a day late misleads more than it helps. */
export const SMS_GIVE_UP_AFTER_MS = 6 * 60 * 60_000;
