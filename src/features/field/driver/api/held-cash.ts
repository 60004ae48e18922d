import type { QuerySnapshot } from 'firebase/firestore';
import { z } from 'zod/mini';
import { doorCashSchema, type DoorCash } from '@nyama/domain/delivery/door-collection';
import { useLive, type Live } from '../../../../lib/live-read';
import { savedCopy } from '../../../../lib/saved-copy';
import { m } from '../../../../paraglide/messages';
import { driverDb } from './driver-db';
import { roundReads } from './load-round-reads';

const heldCopySchema = z.array(z.extend(doorCashSchema, { reportId: z.string() }));

/**
 * The cash the driver took at the door and has not handed in yet (decision 057), live, offline too: the
 * phone's copy paints with the round, before the listener's code has loaded (decision 077).
 */
export function useHeldCash(uid: string): Live<(DoorCash & { reportId: string })[]> {
  const key = `held-cash:${uid}`;
  return useLive(key, {
    listen: async (next, fail) => (await roundReads()).listenHeldCash(uid, next, fail),
    read: (snapshot: QuerySnapshot<DoorCash>) => ({
      data: snapshot.docs
        .map((doc) => ({ ...doc.data(), reportId: doc.id }))
        .sort((a, b) => a.collectedAtMs - b.collectedAtMs),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.field_driver_held_cash_failed(),
    saved: savedCopy(driverDb.saved, key, heldCopySchema),
  });
}
