import { SLOTS } from '../../../../domain/slots';
import type { RoundOrder } from './round';

const slotIndex = (order: RoundOrder) => SLOTS.findIndex((slot) => slot.id === order.slot.slotId);

/** By delivery window first, then the driver's own order; new deliveries go last, by number. */
export function sortRound(orders: RoundOrder[], sequence: string[]): RoundOrder[] {
  const place = (order: RoundOrder) => {
    const index = sequence.indexOf(order.id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...orders].sort(
    (a, b) => slotIndex(a) - slotIndex(b) || place(a) - place(b) || a.number.localeCompare(b.number),
  );
}
