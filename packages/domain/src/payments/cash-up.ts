import { z } from 'zod/mini';
import { isoDateSchema } from '../kernel/calendar-date';
import { centsSchema, type Cents } from '../kernel/money';
import type { CashUpRefusal } from './staff-payment-refusals';

/**
 * A driver's cash-up (docs/decisions/057-a-shop-day-that-balances.md): at the end of a round, staff count
 * the cash a driver took at the door (their doorCash not yet counted), record what they counted, the
 * difference and why, and confirm it once. Each counted doorCash then names its cash-up, so no shilling
 * is counted twice.
 */

const personSchema = z.object({ uid: z.string().check(z.minLength(1)), name: z.string() });

/** cashUps/{id}: one confirmed count of one driver's cash. Written only by confirmCashUp; staff read it. */
export const cashUpSchema = z.object({
  driverId: z.string().check(z.minLength(1)),
  driverName: z.string(),
  /** The Nairobi day it was confirmed: the day's close counts it there. */
  day: isoDateSchema,
  cash: z.array(
    z.object({
      reportId: z.string(),
      orderId: z.string(),
      orderNumber: z.string(),
      amountCents: centsSchema,
    }),
  ),
  expectedCents: centsSchema,
  countedCents: centsSchema,
  /** Counted minus expected: negative when the driver handed in less. */
  differenceCents: z.int(),
  reason: z.string(),
  confirmedBy: personSchema,
  confirmedAtMs: z.int(),
});
export type CashUp = z.infer<typeof cashUpSchema>;

export const CASH_UP_MAX_ORDERS = 200;

/** What staff confirm: the driver, the cash they count in (by report), what they counted, and why any difference. */
export const cashUpFieldsSchema = z.object({
  countedCents: z
    .int({ error: 'Enter the cash you counted' })
    .check(z.nonnegative('The cash counted cannot be negative')),
  reason: z.string().check(z.trim(), z.maxLength(200, 'Keep the reason under 200 characters')),
});

export const confirmCashUpInput = z.extend(cashUpFieldsSchema, {
  driverId: z.string({ error: 'Say whose cash this is' }).check(z.minLength(1, 'Say whose cash this is')),
  reportIds: z
    .array(z.string().check(z.minLength(1)))
    .check(
      z.minLength(1, 'There is no cash to count'),
      z.maxLength(CASH_UP_MAX_ORDERS, `Count at most ${CASH_UP_MAX_ORDERS} orders at once`),
    ),
});

/** Why a count cannot be confirmed as it is, or null: a difference needs its reason. */
export function cashUpRefusal(
  expectedCents: Cents,
  countedCents: Cents,
  reason: string,
): CashUpRefusal | null {
  const difference = countedCents - expectedCents;
  if (difference === 0 || reason.trim().length >= 3) return null;
  return difference < 0
    ? { reason: 'cash-count-short', cents: -difference, expectedCents }
    : { reason: 'cash-count-over', cents: difference, expectedCents };
}
