import type { EntityTable } from 'dexie';
import { deviceDatabase } from '../../../../lib/device-database';
import { DEVICE_DATABASES } from '../../../../lib/device-databases';
import type { SnapshotData, SnapshotKey } from './snapshot-types';

/**
 * The device's store of the catalogue's copies, without their schemas: the worker that writes a copy
 * (snapshot-writer, decision 054) loads Dexie and nothing it does not use; reading a copy back checks it
 * (catalog-snapshot). Versioned: a copy from an older app version is ignored, never misread.
 */
export const CATALOG_SNAPSHOT_VERSION = 1;

type StoredSnapshot = { key: SnapshotKey; version: number; savedAtMs: number; data: unknown };

export const catalogStore = deviceDatabase<{ snapshots: EntityTable<StoredSnapshot, 'key'> }>(
  DEVICE_DATABASES.catalogue,
  [{ snapshots: 'key' }],
);

export async function saveSnapshot<K extends SnapshotKey>(key: K, data: SnapshotData<K>) {
  await catalogStore.snapshots.put({ key, version: CATALOG_SNAPSHOT_VERSION, savedAtMs: Date.now(), data });
}
