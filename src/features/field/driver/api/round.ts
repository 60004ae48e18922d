import type { QueryDocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { z } from 'zod/mini';
import { deliveryEventSchema, type DeliveryEvent } from '@nyama/domain/delivery/delivery';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { useLive, type Live } from '../../../../lib/live-read';
import { savedCopy } from '../../../../lib/saved-copy';
import { m } from '../../../../paraglide/messages';
import { driverDb } from './driver-db';
import { roundReads } from './load-round-reads';
import { mergeRound } from './sort-round';

/** An order on the driver’s round, with its id. */
export type RoundOrder = Order & { id: string };

/** A report as the phone sees it: `pending` until the server has acknowledged the write. */
export type DriverReport = DeliveryEvent & { id: string; pending: boolean };

type RoundSnapshots = { todays: QuerySnapshot<Order>; stillOpen: QuerySnapshot<Order> };

/** An order on the round as the phone keeps it (the round's copy, a delivery's), checked as it is read back. */
export const roundOrderSchema = z.extend(orderSchema, { id: z.string() });

/** The round and the reports as the phone keeps them between visits, checked as they are read back. */
const roundCopySchema = z.object({
  rows: z.array(roundOrderSchema),
  unreadable: z.number(),
});
const reportsCopySchema = z.array(
  z.intersection(deliveryEventSchema, z.object({ id: z.string(), pending: z.boolean() })),
);

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
 * The day's deliveries given to the driver and every other one still to deliver (`mergeRound`), live.
 * The phone's copy of the last answer paints first; then Firestore's persistent cache answers, so after
 * one load with signal the round opens offline too.
 */
export function useRound(uid: string, date: string): Live<ListRead<RoundOrder>> {
  const key = `round:${uid}:${date}`;
  return useLive(key, {
    listen: async (next, fail) => {
      const latest: Partial<RoundSnapshots> = {};
      const { listenRound } = await roundReads();
      return listenRound(
        uid,
        date,
        (part) => {
          Object.assign(latest, part);
          if (latest.todays && latest.stillOpen) next({ todays: latest.todays, stillOpen: latest.stillOpen });
        },
        fail,
      );
    },
    read: (snapshots: RoundSnapshots) => readRound(snapshots),
    failure: m.field_driver_round_failed(),
    saved: savedCopy(driverDb.saved, key, roundCopySchema),
  });
}

/** The driver's reports since `sinceMs` (the start of the day), with their sync state, oldest first. */
export function useReports(uid: string, sinceMs: number): Live<DriverReport[]> {
  const key = `reports:${uid}:${sinceMs}`;
  return useLive(key, {
    listen: async (next, fail) => (await roundReads()).listenReports(uid, sinceMs, next, fail),
    read: (snapshot: QuerySnapshot<DeliveryEvent>) => ({
      data: snapshot.docs
        .map((doc) => ({ ...doc.data(), id: doc.id, pending: doc.metadata.hasPendingWrites }))
        .sort((a, b) => a.clientAtMs - b.clientAtMs),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.field_driver_reports_failed(),
    saved: savedCopy(driverDb.saved, key, reportsCopySchema),
  });
}
