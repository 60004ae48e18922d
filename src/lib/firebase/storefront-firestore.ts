import { collection, connectFirestoreEmulator, doc, getFirestore } from 'firebase/firestore/lite';
import { itemSchema } from '../../domain/catalog';
import { homeCatalogueSchema } from '../../domain/home-catalogue';
import { COLLECTIONS, paths } from '../../domain/paths';
import { app } from './app';
import { emulatorHost } from './config';
import { schemaConverter } from './schema-converter';

/**
 * Firestore Lite for the storefront's catalogue: the home page's document (the groups and featured
 * items, decision 039), a group's items, one item, the cart's items. Plain REST reads, without the full
 * SDK's weight and its IndexedDB start-up on a cold visit (decisions 011 and 044). The catalogue keeps
 * its own offline copy in Dexie (catalog-snapshot), so it needs no Firestore cache; every other read
 * uses the full SDK (./firestore), whose cache serves the pages a phone has opened before.
 */
const liteDb = getFirestore(app);
if (emulatorHost) connectFirestoreEmulator(liteDb, emulatorHost, 8080);

const itemConverter = schemaConverter(itemSchema);

export const storefrontRefs = {
  homeCatalogue: () => doc(liteDb, paths.homeCatalogue()).withConverter(schemaConverter(homeCatalogueSchema)),
  items: () => collection(liteDb, COLLECTIONS.items).withConverter(itemConverter),
  item: (itemId: string) => doc(liteDb, paths.item(itemId)).withConverter(itemConverter),
};
