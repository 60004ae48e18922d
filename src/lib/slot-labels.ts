import { nairobiDate, type DeliverySlot, type SlotId } from '@nyama/domain/delivery/slots';
import { m } from '../paraglide/messages';
import { spokenLocale } from './locale';
import { sentenceInSpokenWords } from './problem-words';

/**
 * The delivery windows in the page's language (decision 072). The domain's SLOTS keep their English
 * labels for the functions (pushes, SMS, the audit trail); the screens name each window by its id.
 */
export const SLOT_WORDS: Record<SlotId, () => string> = {
  morning: m.shared_slot_morning,
  afternoon: m.shared_slot_afternoon,
  evening: m.shared_slot_evening,
};

/** Why a window is closed (the domain's checkSlot), in the page's language. */
const REFUSAL_WORDS = {
  'Too late for this window; choose a later one.': m.shared_slot_too_late,
  'We take orders up to 3 days ahead.': m.shared_slot_days_ahead,
  'This window is full; choose another.': m.shared_slot_full,
};

export const slotRefusalWords = (reason: string): string => sentenceInSpokenWords(reason, REFUSAL_WORDS);

/** "Today", "Tomorrow" or "Wednesday, 25 November" for a Nairobi `YYYY-MM-DD`, seen at `nowMs`. */
export function describeSlotDate(date: string, nowMs: number): string {
  if (date === nairobiDate(nowMs)) return m.shared_slot_today();
  if (date === nairobiDate(nowMs + 86_400_000)) return m.shared_slot_tomorrow();
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(spokenLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** "Tomorrow, Morning, 8:00–11:00". */
export function describeSlot(slot: DeliverySlot, nowMs: number): string {
  return `${describeSlotDate(slot.date, nowMs)}, ${SLOT_WORDS[slot.slotId]()}`;
}
