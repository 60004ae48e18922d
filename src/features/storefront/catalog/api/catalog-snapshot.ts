import { z } from 'zod/mini';
import { itemGroupIdSchema, itemGroupSchema, itemSchema } from '@nyama/domain/catalogue/catalog';
import { CATALOG_SNAPSHOT_VERSION, catalogStore } from './catalog-store';
import type { SnapshotData, SnapshotKey } from './snapshot-types';

/**
 * The last catalogue this device saw, so a repeat visit paints before the network answers and an
 * offline visit paints at all, checked against these schemas as it is read (catalog-store keeps it).
 * Items keep their pending price, so a saved copy switches price at the same instant as the shop.
 */
export const snapshotSchemas = {
  groups: z.array(z.extend(itemGroupSchema, { id: itemGroupIdSchema })),
  items: z.array(z.intersection(itemSchema, z.object({ id: z.string() }))),
};

const schemaOf = (key: SnapshotKey) => (key === 'groups' ? snapshotSchemas.groups : snapshotSchemas.items);

export async function readSnapshot<K extends SnapshotKey>(
  key: K,
): Promise<{ savedAtMs: number; data: SnapshotData<K> } | null> {
  const stored = await catalogStore.snapshots.get(key);
  if (!stored || stored.version !== CATALOG_SNAPSHOT_VERSION) return null;
  const parsed = schemaOf(key).safeParse(stored.data);
  return parsed.success ? { savedAtMs: stored.savedAtMs, data: parsed.data as SnapshotData<K> } : null;
}
