import { onSnapshot, query, where, type QuerySnapshot } from 'firebase/firestore';
import type { DeliveryEvent } from '../../../../domain/delivery';
import type { Order } from '../../../../domain/order';
import { refs } from '../../../../lib/firebase/refs';
import { useLive, type Live } from '../../../../lib/live-store';

const READ_FAILED = 'Your round could not be loaded. It will show once you have signal.';

/** An order on the driver’s round, with its id. */
export type RoundOrder = Order & { id: string };

/** A report as the phone sees it: `pending` until the server has acknowledged the write. */
export type DriverReport = DeliveryEvent & { id: string; pending: boolean };

/**
 * Today's deliveries given to the driver, live. Read from the persistent cache first, so after one
 * load with signal the round opens offline too.
 */
export function useRound(uid: string, date: string): Live<RoundOrder[]> {
  return useLive(`round:${uid}:${date}`, {
    listen: (next, fail) =>
      onSnapshot(
        query(refs.orders(), where('driverId', '==', uid), where('slot.date', '==', date)),
        next,
        fail,
      ),
    read: (snapshot: QuerySnapshot<Order>) => ({
      data: snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: READ_FAILED,
  });
}

/**
 * The driver's reports since `sinceMs` (the start of the day), with their sync state: metadata changes
 * are included so the pending mark clears the moment the server acknowledges a write.
 */
export function useReports(uid: string, sinceMs: number): Live<DriverReport[]> {
  return useLive(`reports:${uid}:${sinceMs}`, {
    listen: (next, fail) =>
      onSnapshot(
        query(refs.deliveryEvents(), where('driverId', '==', uid), where('clientAtMs', '>=', sinceMs)),
        { includeMetadataChanges: true },
        next,
        fail,
      ),
    read: (snapshot: QuerySnapshot<DeliveryEvent>) => ({
      data: snapshot.docs
        .map((doc) => ({ ...doc.data(), id: doc.id, pending: doc.metadata.hasPendingWrites }))
        .sort((a, b) => a.clientAtMs - b.clientAtMs),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: 'Your reports could not be loaded.',
  });
}
