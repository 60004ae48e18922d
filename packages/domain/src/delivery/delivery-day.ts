import { z } from 'zod/mini';
import type { Locale } from '../kernel/locale';
import { calendarClock, weekdayDayMonth } from '../kernel/shop-dates';
import { isToDeliver, type OrderStatus } from '../kernel/order-status';
import type { RefusalSentences } from '../kernel/refusal';
import { deliverySlotSchema, nairobiDate, SLOTS, slotIdSchema, type DeliverySlot } from './slots';

/**
 * The day an order leaves the shop (docs/decisions/057-a-shop-day-that-balances.md): an order goes out
 * on its own day, so it is on the driver's round and the customer's "out for delivery" is true. An
 * order for a later day goes out today only once an Admin moves it to one of today's windows, and the
 * customer is told.
 */

/** "Wednesday, 25 November" (in Kiswahili "Jumatano, 25 Novemba") for a Nairobi `YYYY-MM-DD`. */
export const formatDeliveryDay = (date: string, locale: Locale = 'en-KE'): string =>
  weekdayDayMonth(calendarClock(date), locale);

const windowOf = (slot: DeliverySlot) =>
  SLOTS.find((candidate) => candidate.id === slot.slotId)?.label ?? slot.slotId;

/**
 * Why an order cannot leave the shop with a driver now (decision 073): it is collected at the shop, has no
 * driver yet or is for a later day; or, moving it to today, it has left already or is for today already.
 */
export const deliveryDayRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('pickup-no-driver') }),
  z.object({ reason: z.literal('driver-first') }),
  z.object({ reason: z.literal('leaves-on-its-day'), slot: deliverySlotSchema }),
  z.object({ reason: z.literal('move-not-at-shop') }),
  z.object({ reason: z.literal('already-today') }),
]);
export type DeliveryDayRefusal = z.infer<typeof deliveryDayRefusalSchema>;

export const DELIVERY_DAY_SENTENCES: RefusalSentences<DeliveryDayRefusal> = {
  'pickup-no-driver': () => 'This order is collected at the shop; no driver takes it.',
  'driver-first': () => 'Give this order to a driver first.',
  'leaves-on-its-day': ({ slot }) =>
    `This order is for ${formatDeliveryDay(slot.date)}, ${windowOf(slot)}: it leaves on its day. To send it today, move it to today first (the customer is told).`,
  'move-not-at-shop': () => 'Only an order still at the shop can be moved to today.',
  'already-today': () => 'This order is already for today.',
};

/** Why the order cannot leave with its driver now, or null when it is for today (or overdue). */
export function handOverRefusal(slot: DeliverySlot, nowMs: number): DeliveryDayRefusal | null {
  return slot.date <= nairobiDate(nowMs) ? null : { reason: 'leaves-on-its-day', slot };
}

/** Why the order cannot be moved to today, or null when it can: still at the shop, for a later day. */
export function moveToTodayRefusal(
  order: { status: OrderStatus; slot: DeliverySlot },
  nowMs: number,
): DeliveryDayRefusal | null {
  if (!isToDeliver(order.status) || order.status === 'outForDelivery') return { reason: 'move-not-at-shop' };
  if (order.slot.date <= nairobiDate(nowMs)) return { reason: 'already-today' };
  return null;
}

export const DELIVERY_MOVE_REASON_MAX = 200;

/** An Admin's move of an order to one of today's windows, with the reason the customer reads. */
export const moveToTodayFieldsSchema = z.object({
  slotId: slotIdSchema,
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Say why the order moves to today (the customer reads it)'),
      z.maxLength(DELIVERY_MOVE_REASON_MAX, 'Keep the reason under 200 characters'),
    ),
});

/** What the order keeps of its last move to today: the day and window it was for, and why it moved. */
export const deliveryMoveSchema = z.object({
  from: z.object({ date: z.string(), slotId: slotIdSchema }),
  reason: z.string(),
  atMs: z.int(),
});
export type DeliveryMove = z.infer<typeof deliveryMoveSchema>;
