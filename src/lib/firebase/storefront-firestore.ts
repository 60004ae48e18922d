import { collection, connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { itemGroupSchema, itemSchema } from '../../domain/catalog';
import { COLLECTIONS } from '../../domain/paths';
import { app } from './app';
import { emulatorHost } from './config';
import { schemaConverter } from './schema-converter';

/**
 * Firestore Lite for the home page's public lists (groups, featured items): plain REST reads, without
 * the full SDK's weight and its IndexedDB start-up on a cold visit (docs/decisions/011). Those lists keep
 * their own offline copy in Dexie (catalog-snapshot), so they need no Firestore cache; every other read
 * uses the full SDK (./firestore), whose cache serves the pages a phone has opened before.
 */
const liteDb = getFirestore(app);
if (emulatorHost) connectFirestoreEmulator(liteDb, emulatorHost, 8080);

export const storefrontRefs = {
  itemGroups: () =>
    collection(liteDb, COLLECTIONS.itemGroups).withConverter(schemaConverter(itemGroupSchema)),
  items: () => collection(liteDb, COLLECTIONS.items).withConverter(schemaConverter(itemSchema)),
};
