import { onSnapshot, query, where, type QuerySnapshot } from 'firebase/firestore';
import type { DeliveryEvent } from '@nyama/domain/delivery/delivery';
import type { DoorCash } from '@nyama/domain/delivery/door-collection';
import type { Order } from '@nyama/domain/orders/order';
import { TO_DELIVER_STATUSES } from '@nyama/domain/kernel/order-status';
import { orderRefs } from '../../../../lib/firebase/order-refs';

/**
 * The round's Firestore listeners. A module of its own, loaded once the round has painted from the
 * phone's copies (decision 077), so the full Firestore SDK is not among what the round waits for.
 */

type Fail = (error: unknown) => void;

/** The two queries whose answers make the round (round.ts merges them). */
export function listenRound(
  uid: string,
  date: string,
  next: (part: { todays: QuerySnapshot<Order> } | { stillOpen: QuerySnapshot<Order> }) => void,
  fail: Fail,
): () => void {
  const mine = where('driverId', '==', uid);
  const stops = [
    onSnapshot(
      query(orderRefs.orders(), mine, where('slot.date', '==', date)),
      (todays) => next({ todays }),
      fail,
    ),
    onSnapshot(
      query(orderRefs.orders(), mine, where('status', 'in', TO_DELIVER_STATUSES)),
      (stillOpen) => next({ stillOpen }),
      fail,
    ),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * The driver's reports since `sinceMs`: metadata changes are included so the pending mark clears the
 * moment the server acknowledges a write.
 */
export function listenReports(
  uid: string,
  sinceMs: number,
  next: (snapshot: QuerySnapshot<DeliveryEvent>) => void,
  fail: Fail,
): () => void {
  return onSnapshot(
    query(orderRefs.deliveryEvents(), where('driverId', '==', uid), where('clientAtMs', '>=', sinceMs)),
    { includeMetadataChanges: true },
    next,
    fail,
  );
}

/** The cash the driver took at the door and has not handed in yet (decision 057). */
export function listenHeldCash(
  uid: string,
  next: (snapshot: QuerySnapshot<DoorCash>) => void,
  fail: Fail,
): () => void {
  return onSnapshot(
    query(orderRefs.doorCash(), where('driverId', '==', uid), where('cashUpId', '==', null)),
    next,
    fail,
  );
}
