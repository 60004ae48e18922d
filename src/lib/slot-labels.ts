import { formatDeliveryDay } from '@nyama/domain/delivery/delivery-day';
import { nairobiDate, SLOTS, type DeliverySlot } from '@nyama/domain/delivery/slots';

/** "Today", "Tomorrow" or "Wednesday, 25 November" for a Nairobi `YYYY-MM-DD`, seen at `nowMs`. */
export function describeSlotDate(date: string, nowMs: number): string {
  if (date === nairobiDate(nowMs)) return 'Today';
  if (date === nairobiDate(nowMs + 86_400_000)) return 'Tomorrow';
  return formatDeliveryDay(date);
}

/** "Tomorrow, Morning, 8:00–11:00". */
export function describeSlot(slot: DeliverySlot, nowMs: number): string {
  const window = SLOTS.find((candidate) => candidate.id === slot.slotId)?.label ?? slot.slotId;
  return `${describeSlotDate(slot.date, nowMs)}, ${window}`;
}
