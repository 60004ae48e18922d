import Dexie, { type EntityTable } from 'dexie';
import { z } from 'zod';
import { itemGroupIdSchema, itemGroupSchema, itemSchema } from '../../../../domain/catalog';

/**
 * The last catalogue this device saw, so a repeat visit paints before the network answers and an
 * offline visit paints at all. Versioned: a snapshot from an older app version is ignored, never misread.
 */
export const CATALOG_SNAPSHOT_VERSION = 1;

/** Items keep their pending price, so a saved copy switches price at the same instant as the shop. */
export const snapshotSchemas = {
  groups: z.array(itemGroupSchema.extend({ id: itemGroupIdSchema })),
  featured: z.array(z.intersection(itemSchema, z.object({ id: z.string() }))),
};
type SnapshotKey = keyof typeof snapshotSchemas;
type StoredSnapshot = { key: SnapshotKey; version: number; savedAtMs: number; data: unknown };

const db = new Dexie('nyama-catalog') as Dexie & { snapshots: EntityTable<StoredSnapshot, 'key'> };
db.version(1).stores({ snapshots: 'key' });

export async function saveSnapshot<K extends SnapshotKey>(
  key: K,
  data: z.output<(typeof snapshotSchemas)[K]>,
) {
  await db.snapshots.put({ key, version: CATALOG_SNAPSHOT_VERSION, savedAtMs: Date.now(), data });
}

export async function readSnapshot<K extends SnapshotKey>(
  key: K,
): Promise<{ savedAtMs: number; data: z.output<(typeof snapshotSchemas)[K]> } | null> {
  const stored = await db.snapshots.get(key);
  if (!stored || stored.version !== CATALOG_SNAPSHOT_VERSION) return null;
  const parsed = snapshotSchemas[key].safeParse(stored.data);
  return parsed.success
    ? { savedAtMs: stored.savedAtMs, data: parsed.data as z.output<(typeof snapshotSchemas)[K]> }
    : null;
}
