import { onSnapshot, query, where, type QuerySnapshot } from 'firebase/firestore';
import type { DoorCash } from '@nyama/domain/delivery/door-collection';
import { refs } from '../../../../lib/firebase/refs';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';

/** The cash the driver took at the door and has not handed in yet (decision 057), live, offline too. */
export function useHeldCash(uid: string): Live<(DoorCash & { reportId: string })[]> {
  return useLive(`held-cash:${uid}`, {
    listen: (next, fail) =>
      onSnapshot(
        query(refs.doorCash(), where('driverId', '==', uid), where('cashUpId', '==', null)),
        next,
        fail,
      ),
    read: (snapshot: QuerySnapshot<DoorCash>) => ({
      data: snapshot.docs
        .map((doc) => ({ ...doc.data(), reportId: doc.id }))
        .sort((a, b) => a.collectedAtMs - b.collectedAtMs),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.field_driver_held_cash_failed(),
  });
}
