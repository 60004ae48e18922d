import { onSnapshot, query, where, type QueryDocumentSnapshot, type QuerySnapshot } from 'firebase/firestore';
import type { DeliveryEvent } from '@nyama/domain/delivery/delivery';
import type { Order } from '@nyama/domain/orders/order';
import { TO_DELIVER_STATUSES } from '@nyama/domain/kernel/order-status';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';
import { mergeRound } from './sort-round';

/** An order on the driver’s round, with its id. */
export type RoundOrder = Order & { id: string };

/** A report as the phone sees it: `pending` until the server has acknowledged the write. */
export type DriverReport = DeliveryEvent & { id: string; pending: boolean };

type RoundSnapshots = { todays: QuerySnapshot<Order>; stillOpen: QuerySnapshot<Order> };

const toRoundOrder = (doc: QueryDocumentSnapshot<Order>): RoundOrder => ({ ...doc.data(), id: doc.id });

/**
 * The round from its two listeners' snapshots (`mergeRound`); an order whose record cannot be read is left
 * out and counted once, even when both listeners hold it.
 */
export function readRound({ todays, stillOpen }: RoundSnapshots): {
  data: ListRead<RoundOrder>;
  fromCache: boolean;
} {
  const today = readList(todays.docs, toRoundOrder);
  const todaysIds = new Set(todays.docs.map((doc) => doc.id));
  const earlier = readList(
    stillOpen.docs.filter((doc) => !todaysIds.has(doc.id)),
    toRoundOrder,
  );
  return {
    data: {
      rows: mergeRound(today.rows, earlier.rows),
      unreadable: today.unreadable + earlier.unreadable,
    },
    fromCache: todays.metadata.fromCache || stillOpen.metadata.fromCache,
  };
}

/**
 * The day's deliveries given to the driver and every other one still to deliver (`mergeRound`), live. Read
 * from the persistent cache first, so after one load with signal the round opens offline too.
 */
export function useRound(uid: string, date: string): Live<ListRead<RoundOrder>> {
  return useLive(`round:${uid}:${date}`, {
    listen: (next, fail) => {
      const latest: Partial<RoundSnapshots> = {};
      const update = (part: Partial<RoundSnapshots>) => {
        Object.assign(latest, part);
        if (latest.todays && latest.stillOpen) next({ todays: latest.todays, stillOpen: latest.stillOpen });
      };
      const mine = where('driverId', '==', uid);
      const stops = [
        onSnapshot(
          query(refs.orders(), mine, where('slot.date', '==', date)),
          (todays) => update({ todays }),
          fail,
        ),
        onSnapshot(
          query(refs.orders(), mine, where('status', 'in', TO_DELIVER_STATUSES)),
          (stillOpen) => update({ stillOpen }),
          fail,
        ),
      ];
      return () => stops.forEach((stop) => stop());
    },
    read: (snapshots: RoundSnapshots) => readRound(snapshots),
    failure: m.field_driver_round_failed(),
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
    failure: m.field_driver_reports_failed(),
  });
}
