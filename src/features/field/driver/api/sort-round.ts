import { SLOTS, type DeliverySlot } from '@nyama/domain/delivery/slots';
import { compareKeys } from '@nyama/domain/kernel/compare-keys';

/** What ordering a round needs of a delivery. */
type Placed = { id: string; number: string; slot: DeliverySlot };

const slotIndex = (order: Placed) => SLOTS.findIndex((slot) => slot.id === order.slot.slotId);

/**
 * Earlier days' deliveries first (still open, so overdue), then by delivery window, then the driver's own
 * order; new deliveries go last, by number.
 */
export function sortRound<T extends Placed>(orders: T[], sequence: string[]): T[] {
  const place = (order: T) => {
    const index = sequence.indexOf(order.id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...orders].sort(
    (a, b) =>
      compareKeys(a.slot.date, b.slot.date) ||
      slotIndex(a) - slotIndex(b) ||
      place(a) - place(b) ||
      compareKeys(a.number, b.number),
  );
}

/**
 * The round on `date`: that day's deliveries given to the driver, and every other one given to them and
 * still to deliver, whatever its day: an order out on the road at midnight (or left from a failed day)
 * stays on the phone until it is settled, and one given ahead for a later day shows under its day, so no
 * order given to the driver is missing from their phone (decision 057).
 */
export function mergeRound<T extends { id: string }>(todays: T[], stillOpen: T[]): T[] {
  const byId = new Map(todays.map((order) => [order.id, order]));
  for (const order of stillOpen) byId.set(order.id, order);
  return [...byId.values()];
}
