import { z } from 'zod/mini';
import { addDays, daysBetween, isoDateSchema } from '../kernel/calendar-date';
import { centsSchema, type Cents } from '../kernel/money';
import type { OrderStatus } from '../kernel/order-status';
import { nairobiDate, nairobiDayStartMs } from '../delivery/slots';

/**
 * The order archive (docs/decisions/019-order-archive.md): orders that are done stay in `orders/` and
 * carry `archived: true` once a scheduled function has moved them off the live board; each Nairobi day
 * keeps its totals in `orderDays/{yyyy-mm-dd}`, written in the same transaction.
 */

/** Done with: delivered (a refund of it may still follow) or ended without a delivery. */
export const CLOSED_STATUSES = [
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const satisfies OrderStatus[];

const isClosed = (status: OrderStatus) => (CLOSED_STATUSES as readonly OrderStatus[]).includes(status);

/** A closed order stays on the live board this long after its last change, then moves to the archive. */
export const ARCHIVE_AFTER_MS = 86_400_000;

type Archivable = { status: OrderStatus; archived: boolean; updatedAtMs: number };

/** Whether the archiving job moves this order now: closed, untouched for a day, and not moved yet. */
export function isArchivable(order: Archivable, nowMs: number): boolean {
  return !order.archived && isClosed(order.status) && order.updatedAtMs <= nowMs - ARCHIVE_AFTER_MS;
}

/** The day an order counts toward, in the archive's list and its totals: the Nairobi day it was placed. */
export const orderDayOf = (order: { createdAtMs: number }): string => nairobiDate(order.createdAtMs);

export type DayTotals = {
  /** Archived orders placed that day, whatever became of them. */
  orders: number;
  /** Money that came in for those orders (`paidCents`: payments, balances, cash at the door). */
  revenueCents: Cents;
  /** Money given back on those orders (succeeded refunds). */
  refundedCents: Cents;
};

export const NO_TOTALS: DayTotals = { orders: 0, revenueCents: 0, refundedCents: 0 };

/** orderDays/{yyyy-mm-dd}: the totals of the archived orders placed that Nairobi day. Functions write it. */
export const orderDaySchema = z.object({
  day: isoDateSchema,
  orders: z.int().check(z.nonnegative()),
  revenueCents: centsSchema,
  refundedCents: centsSchema,
  updatedAtMs: z.int(),
});
export type OrderDay = z.infer<typeof orderDaySchema>;

type Counted = { paidCents: Cents; refundedCents: Cents };

/**
 * What one archived order adds to its day: the money that came in for it (revenue) and the money that
 * went back (refunds), whatever its status. A changed or weighed order counts what was actually paid,
 * balances included; an order paid on delivery counts the cash the driver collected; money that arrived
 * for an order already expired or cancelled counts as revenue and, once refunded, as a refund.
 */
export function dayContribution(order: Counted): DayTotals {
  return { orders: 1, revenueCents: order.paidCents, refundedCents: order.refundedCents };
}

export function addTotals(a: DayTotals, b: DayTotals): DayTotals {
  return {
    orders: a.orders + b.orders,
    revenueCents: a.revenueCents + b.revenueCents,
    refundedCents: a.refundedCents + b.refundedCents,
  };
}

/**
 * What `orders` add to each day they were placed on: what the archiving job adds to orderDays when it
 * moves them, and what orderDays holds when they are all the archived ones (the seed and the bench write it).
 */
export function totalsByDay(orders: (Counted & { createdAtMs: number })[]): ({ day: string } & DayTotals)[] {
  const days = new Map<string, DayTotals>();
  for (const order of orders) {
    const day = orderDayOf(order);
    days.set(day, addTotals(days.get(day) ?? NO_TOTALS, dayContribution(order)));
  }
  return [...days].map(([day, totals]) => ({ day, ...totals }));
}

/** The longest range the archive lists at once: its day totals are one document a day, read together. */
export const ARCHIVE_MAX_DAYS = 92;
/** The range the archive opens on: the last 30 days. */
export const ARCHIVE_DEFAULT_DAYS = 30;

export const ARCHIVE_RANGE_REVERSED = 'The start date is after the end date.';
export const ARCHIVE_RANGE_TOO_LONG = `Choose at most ${ARCHIVE_MAX_DAYS} days.`;

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** Why a range cannot be searched, or null when it can. */
export function archiveRangeProblem(from: string, to: string): string | null {
  if (from > to) return ARCHIVE_RANGE_REVERSED;
  if (daysInRange(from, to) > ARCHIVE_MAX_DAYS) return ARCHIVE_RANGE_TOO_LONG;
  return null;
}

/** The instants a range of Nairobi days covers: from its first midnight up to (not including) the next after it. */
export function rangeMs(from: string, to: string): { startMs: number; endMs: number } {
  return { startMs: nairobiDayStartMs(from), endMs: nairobiDayStartMs(to) + 86_400_000 };
}

/** The last ARCHIVE_DEFAULT_DAYS days up to today (Nairobi). */
export function defaultArchiveRange(nowMs: number): { from: string; to: string } {
  const to = nairobiDate(nowMs);
  return { from: addDays(to, 1 - ARCHIVE_DEFAULT_DAYS), to };
}
