import type { EntityTable } from 'dexie';
import { z } from 'zod/mini';
import { orderSchema } from '@nyama/domain/orders/order';
import { deviceDatabase } from '../../../../lib/device-database';
import { DEVICE_DATABASES } from '../../../../lib/device-databases';
import type { CustomerOrder } from './current-order';

/**
 * The signed-in customer's current order as last seen, so a repeat visit shows it before the Firestore
 * SDK has loaded, and offline at all. Versioned: a copy from an older app version is ignored. Sign-out
 * deletes it with the rest of this device's personal data.
 */
// Version 2: the delivery code moved off the order into its own document (docs/decisions/007).
const SNAPSHOT_VERSION = 2;
const storedSchema = z.object({
  uid: z.string(),
  version: z.literal(SNAPSHOT_VERSION),
  savedAtMs: z.number(),
  order: z.extend(orderSchema, { id: z.string(), deliveryCode: z.nullable(z.string()) }),
});
type StoredOrder = z.infer<typeof storedSchema>;

const db = deviceDatabase<{ currentOrders: EntityTable<StoredOrder, 'uid'> }>(DEVICE_DATABASES.currentOrder, [
  { currentOrders: 'uid' },
]);

export async function readCurrentOrderSnapshot(uid: string): Promise<CustomerOrder | null> {
  const parsed = storedSchema.safeParse(await db.currentOrders.get(uid));
  return parsed.success ? parsed.data.order : null;
}

export async function saveCurrentOrderSnapshot(uid: string, order: CustomerOrder | null): Promise<void> {
  if (order) await db.currentOrders.put({ uid, version: SNAPSHOT_VERSION, savedAtMs: Date.now(), order });
  else await db.currentOrders.delete(uid);
}

/** Sign-out: whoever signed in on this device, their current orders leave it. */
export async function clearCurrentOrderSnapshots(): Promise<void> {
  await db.currentOrders.clear();
}
