import type { EntityTable } from 'dexie';
import { deviceDatabase } from '../../../../lib/device-database';
import { DEVICE_DATABASES } from '../../../../lib/device-databases';
import type { StoredCopy } from '../../../../lib/saved-copy';

/** A queued write the server refused; see refused-writes.ts. */
export type RefusedWrite = {
  id: string;
  driverId: string;
  orderId: string;
  /** The delivery's number, to name it even once it has left the driver's round. */
  orderNumber: string;
  what: string;
  message: string;
  atMs: number;
};

/** A write seen waiting on the phone for signal, by the listing that shows it; see refusal-watch.ts. */
export type WaitingWrite = Omit<RefusedWrite, 'message' | 'atMs'> & {
  kind: 'report' | 'message';
  clientAtMs: number;
};

/** The driver's own order of the day's deliveries; `key` is `${driverId}:${date}`. */
type RoundSequence = { key: string; orderIds: string[] };

/** What only this phone knows about the driver's round. Keyed by driver, so a shared phone keeps them apart. */
export const driverDb = deviceDatabase<{
  refused: EntityTable<RefusedWrite, 'id'>;
  waiting: EntityTable<WaitingWrite, 'id'>;
  sequences: EntityTable<RoundSequence, 'key'>;
  saved: EntityTable<StoredCopy, 'key'>;
}>(DEVICE_DATABASES.driver, [
  { refused: 'id, [driverId+orderId]', sequences: 'key' },
  // Version 2: refusals are listed per driver on the round, and waiting writes are watched.
  { refused: 'id, [driverId+orderId], driverId', waiting: 'id, [driverId+kind]' },
  // Version 3: the round's live reads as last seen, so it paints before the Firestore SDK (decision 077).
  { saved: 'key, savedAtMs' },
]);

/** Sign-out drops the round, its order, and the refused writes kept on this device. */
export async function clearDriverData(): Promise<void> {
  await Promise.all(driverDb.tables.map((table) => table.clear()));
}
