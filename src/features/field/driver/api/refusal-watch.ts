import { useEffect } from 'react';
import type { Live } from '../../../../lib/live-read';
import { driverDb, type WaitingWrite } from './driver-db';
import { refusedUnseen } from './refused-writes';

/** A write as a live listing shows it: `pending` while it waits on the phone. */
type SeenWrite = { id: string; orderId: string; pending: boolean; clientAtMs: number };

/**
 * What a listing says about the writes noted as waiting: those it shows as sent (or that fall before its
 * window) are settled; those it no longer shows at all were dropped by Firestore. Firestore drops a
 * queued write from its cache only when the server refuses it (an accepted one stays, no longer pending),
 * and no client deletes these documents, so this holds even before the listing is back in step with the
 * server (its listen stream may still be backing off after a long time offline).
 */
export function judgeWaiting(noted: WaitingWrite[], seen: SeenWrite[], sinceMs: number) {
  const shown = new Map(seen.map((write) => [write.id, write]));
  const settled: string[] = [];
  const refused: WaitingWrite[] = [];
  for (const write of noted) {
    const now = shown.get(write.id);
    if (write.clientAtMs < sinceMs || now?.pending === false) settled.push(write.id);
    else if (!now) refused.push(write);
  }
  return { settled, refused };
}

type Watched<T extends SeenWrite> = {
  driverId: string;
  kind: WaitingWrite['kind'];
  sinceMs: number;
  live: Live<T[]>;
  /** Order numbers by id, of the orders the page knows; writes of other orders are noted by other pages. */
  numbers: ReadonlyMap<string, string>;
  /** What the write was, for the driver ("Picked up", "Message"); a function defined once, not per render. */
  describe: (write: T) => string;
};

/**
 * Firestore drops a queued write the rules refuse (the delivery went to another driver while the phone
 * was offline). The page that made the write hears it from the write's promise (refused-writes.ts); after
 * a reload nobody does. So every write a listing shows as waiting is noted in Dexie, and a noted write
 * the listing no longer shows is recorded as refused for the driver.
 */
export function useRefusalWatch<T extends SeenWrite>(watched: Watched<T>): void {
  const { driverId, kind, sinceMs, live, numbers, describe } = watched;
  useEffect(() => {
    // The phone's copy of an earlier answer (decision 077) may predate a write noted since: only the
    // listener can say a write is gone.
    if (live.status !== 'ready' || live.saved) return;
    const waiting = live.data.flatMap((write): WaitingWrite[] => {
      const orderNumber = numbers.get(write.orderId);
      if (!write.pending || !orderNumber) return [];
      const { id, orderId, clientAtMs } = write;
      return [{ id, driverId, orderId, orderNumber, what: describe(write), kind, clientAtMs }];
    });
    void driverDb.transaction('rw', driverDb.waiting, driverDb.refused, async () => {
      await driverDb.waiting.bulkPut(waiting);
      const noted = await driverDb.waiting.where({ driverId, kind }).toArray();
      const { settled, refused } = judgeWaiting(noted, live.data, sinceMs);
      await driverDb.waiting.bulkDelete([...settled, ...refused.map((write) => write.id)]);
      for (const { id, orderId, orderNumber, what } of refused) {
        // The page that made the write may have recorded the refusal already, with its precise reason.
        if (await driverDb.refused.get(id)) continue;
        await driverDb.refused.add({
          id,
          driverId,
          orderId,
          orderNumber,
          what,
          message: refusedUnseen(),
          atMs: Date.now(),
        });
      }
    });
  }, [driverId, kind, sinceMs, live, numbers, describe]);
}
