import { z } from 'zod/mini';
import { isoDateSchema } from '../kernel/calendar-date';
import { NAIROBI_OFFSET_MS } from '../kernel/nairobi-offset';
import type { RefusalSentences } from '../kernel/refusal';

/** Delivery windows in Nairobi time (UTC+3, no daylight saving). */
export const SLOTS = [
  { id: 'morning', label: 'Morning, 8:00–11:00', startHour: 8, endHour: 11 },
  { id: 'afternoon', label: 'Afternoon, 12:00–15:00', startHour: 12, endHour: 15 },
  { id: 'evening', label: 'Evening, 16:00–19:00', startHour: 16, endHour: 19 },
] as const;
export const slotIdSchema = z.enum(['morning', 'afternoon', 'evening']);
export type SlotId = z.infer<typeof slotIdSchema>;

/** Same-day orders close this long before the window opens (butchering and packing time). */
export const SLOT_CUTOFF_MINUTES = 120;
export const SLOT_DAYS_AHEAD = 3;

/** Pickup books windows of the shop counter, counted under this zone id with this capacity. */
export const PICKUP_ZONE_ID = 'pickup';
export const PICKUP_SLOT_CAPACITY = 30;

/** `YYYY-MM-DD` of the Nairobi calendar day containing `ms`. */
export function nairobiDate(ms: number): string {
  return new Date(ms + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a slot opens on a Nairobi date. */
export function slotStartMs(date: string, slotId: SlotId): number {
  const slot = SLOTS.find((candidate) => candidate.id === slotId);
  if (!slot) throw new Error(`Unknown slot ${slotId}`);
  return Date.parse(`${date}T00:00:00Z`) + slot.startHour * 3_600_000 - NAIROBI_OFFSET_MS;
}

export const deliverySlotSchema = z.object({
  // A real calendar day: "2026-11-00" would slip past the cut-off and capacity checks (NaN compares false).
  date: isoDateSchema,
  slotId: slotIdSchema,
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

/** deliverySlots/{id}: the capacity counter of one window in one zone on one day. */
export function slotDocId({ date, slotId }: DeliverySlot, zoneId: string): string {
  return `${date}_${zoneId}_${slotId}`;
}

/** deliverySlots/{id} as stored: written only by placeOrder and the release of unpaid orders. */
export const slotCounterSchema = z.object({ taken: z.int().check(z.nonnegative()) });

/** Why a window cannot be booked (decision 073). */
export const slotRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('slot-too-late') }),
  z.object({ reason: z.literal('slot-too-far-ahead'), days: z.int() }),
  z.object({ reason: z.literal('slot-full') }),
]);
export type SlotRefusal = z.infer<typeof slotRefusalSchema>;

export const SLOT_SENTENCES: RefusalSentences<SlotRefusal> = {
  'slot-too-late': () => 'Too late for this window; choose a later one.',
  'slot-too-far-ahead': ({ days }) => `We take orders up to ${days} days ahead.`,
  'slot-full': () => 'This window is full; choose another.',
};

export type SlotOption = DeliverySlot & { label: string; open: boolean; refusal: SlotRefusal | null };

/** The next days' windows, each open or closed with the refusal (past the cut-off, or full). */
export function slotOptions(
  nowMs: number,
  taken: (slot: DeliverySlot) => number,
  capacity: number,
): SlotOption[] {
  const options: SlotOption[] = [];
  for (let day = 0; day < SLOT_DAYS_AHEAD; day++) {
    const date = nairobiDate(nowMs + day * 86_400_000);
    for (const slot of SLOTS) {
      const candidate = { date, slotId: slot.id };
      const closed = checkSlot(candidate, nowMs, taken(candidate), capacity);
      options.push({ ...candidate, label: slot.label, open: closed === null, refusal: closed });
    }
  }
  return options;
}

/** Null when the slot can still be booked, else why not. */
export function checkSlot(
  slot: DeliverySlot,
  nowMs: number,
  taken: number,
  capacity: number,
): SlotRefusal | null {
  if (slotStartMs(slot.date, slot.slotId) - SLOT_CUTOFF_MINUTES * 60_000 <= nowMs) {
    return { reason: 'slot-too-late' };
  }
  if (nairobiDate(nowMs + SLOT_DAYS_AHEAD * 86_400_000) <= slot.date)
    return { reason: 'slot-too-far-ahead', days: SLOT_DAYS_AHEAD };
  if (taken >= capacity) return { reason: 'slot-full' };
  return null;
}

/** The instant a Nairobi calendar day begins. */
export function nairobiDayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - NAIROBI_OFFSET_MS;
}
