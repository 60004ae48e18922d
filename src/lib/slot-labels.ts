import { formatDeliveryDay } from '@nyama/domain/delivery/delivery-day';
import { nairobiDate, type DeliverySlot, type SlotId, type SlotRefusal } from '@nyama/domain/delivery/slots';
import { sayRefusal, type RefusalSentences } from '@nyama/domain/kernel/refusal';
import { m } from '../paraglide/messages';
import { spokenLocale } from './locale';

/**
 * The delivery windows in the page's language (decision 072). The domain's SLOTS keep their English
 * labels for the functions (pushes, SMS, the audit trail); the screens name each window by its id.
 */
export const SLOT_WORDS: Record<SlotId, () => string> = {
  morning: m.shared_slot_morning,
  afternoon: m.shared_slot_afternoon,
  evening: m.shared_slot_evening,
};

/** Why a window is closed (the domain's checkSlot, decision 073), in the page's language. */
export const SLOT_REFUSAL_WORDS: RefusalSentences<SlotRefusal> = {
  'slot-too-late': () => m.shared_slot_too_late(),
  'slot-too-far-ahead': ({ days }) => m.shared_slot_days_ahead({ days }),
  'slot-full': () => m.shared_slot_full(),
};

export const slotRefusalWords = (refusal: SlotRefusal): string => sayRefusal(SLOT_REFUSAL_WORDS, refusal);

/** "Wednesday, 25 November" for a Nairobi `YYYY-MM-DD`, as the domain's formatDeliveryDay says it in English. */
export const describeDay = (date: string): string => formatDeliveryDay(date, spokenLocale());

/** "Today", "Tomorrow" or "Wednesday, 25 November" for a Nairobi `YYYY-MM-DD`, seen at `nowMs`. */
export function describeSlotDate(date: string, nowMs: number): string {
  if (date === nairobiDate(nowMs)) return m.shared_slot_today();
  if (date === nairobiDate(nowMs + 86_400_000)) return m.shared_slot_tomorrow();
  return describeDay(date);
}

/** "Tomorrow, Morning, 8:00–11:00". */
export function describeSlot(slot: DeliverySlot, nowMs: number): string {
  return `${describeSlotDate(slot.date, nowMs)}, ${SLOT_WORDS[slot.slotId]()}`;
}
