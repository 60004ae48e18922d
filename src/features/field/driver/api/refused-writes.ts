import { useLiveQuery } from 'dexie-react-hooks';
import { FirebaseError } from 'firebase/app';
import { m } from '../../../../paraglide/messages';
import { driverDb, type RefusedWrite } from './driver-db';

/**
 * Said of a write that vanished from the queue after a reload, when the refusal itself was not seen; kept
 * on the phone in the language spoken then, like every refusal.
 */
export const refusedUnseen = () => m.field_driver_refused_unseen();

/**
 * A queued write the server refused (the rules: typically the delivery went to another driver while the
 * phone was offline). Firestore drops such a write from its cache; it is kept here so the driver is
 * told, not left believing it was sent. This is the refusal as the page that made the write sees it;
 * refusal-watch.ts catches the ones made before a reload.
 */
export function recordRefusedWrite(write: Omit<RefusedWrite, 'message' | 'atMs'> & { error: unknown }) {
  const { error, ...fields } = write;
  const message =
    error instanceof FirebaseError && error.code === 'permission-denied'
      ? m.field_driver_refused_not_yours()
      : m.field_driver_refused_not_saved();
  void driverDb.refused.put({ ...fields, message, atMs: Date.now() });
}

export function useRefusedWrites(driverId: string, orderId: string): RefusedWrite[] {
  return useLiveQuery(() => driverDb.refused.where({ driverId, orderId }).toArray(), [driverId, orderId], []);
}

/** The driver's refused writes since `sinceMs`, newest first, for the round. */
export function useTodaysRefusals(driverId: string, sinceMs: number): RefusedWrite[] {
  return useLiveQuery(
    async () =>
      (await driverDb.refused.where({ driverId }).toArray())
        .filter((write) => write.atMs >= sinceMs)
        .sort((a, b) => b.atMs - a.atMs),
    [driverId, sinceMs],
    [],
  );
}
