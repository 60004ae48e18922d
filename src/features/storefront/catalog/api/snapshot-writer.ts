import type { SnapshotData, SnapshotKey } from './snapshot-types';
import { saveSnapshot } from './catalog-store';

/** A copy for the worker to save, as `keepSnapshot` posts it. Reads check it against its schema. */
export type SnapshotMessage = { key: SnapshotKey; data: SnapshotData<SnapshotKey> };

/**
 * The catalogue's copy is written in this worker, off the page's thread: loading Dexie and writing took
 * 100–140 ms of the page's main thread on a slow phone, the last long task of a first visit (decision 054).
 * A failure is logged here; the page's console shows a worker's messages.
 */
addEventListener('message', (event: MessageEvent<SnapshotMessage>) => {
  const { key, data } = event.data;
  saveSnapshot(key, data).catch((error: unknown) =>
    console.error(`The catalogue's ${key} copy was not saved.`, error),
  );
});
