import { useLiveQuery } from 'dexie-react-hooks';
import { FirebaseError } from 'firebase/app';
import { driverDb, type RefusedWrite } from './driver-db';

/**
 * A queued write the server refused (the rules: typically the delivery went to another driver while the
 * phone was offline). Firestore drops such a write from its cache; it is kept here so the driver is
 * told, not left believing it was sent.
 */
export function recordRefusedWrite(write: Omit<RefusedWrite, 'message' | 'atMs'> & { error: unknown }) {
  const { error, ...fields } = write;
  const message =
    error instanceof FirebaseError && error.code === 'permission-denied'
      ? 'Not accepted: this delivery is no longer assigned to you.'
      : 'Not saved. Please tell the shop.';
  void driverDb.refused.put({ ...fields, message, atMs: Date.now() });
}

export function useRefusedWrites(driverId: string, orderId: string): RefusedWrite[] {
  return useLiveQuery(() => driverDb.refused.where({ driverId, orderId }).toArray(), [driverId, orderId], []);
}
