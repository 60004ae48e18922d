import { connectFirestoreEmulator, doc, getFirestore } from 'firebase/firestore/lite';
import { homeCatalogueSchema } from '../../domain/home-catalogue';
import { paths } from '../../domain/paths';
import { app } from './app';
import { emulatorHost } from './config';
import { schemaConverter } from './schema-converter';

/**
 * Firestore Lite for the home page's catalogue (one document: the groups and featured items, decision
 * 039): a plain REST read, without the full SDK's weight and its IndexedDB start-up on a cold visit
 * (docs/decisions/011). It keeps its own offline copy in Dexie (catalog-snapshot), so it needs no
 * Firestore cache; every other read uses the full SDK (./firestore), whose cache serves the pages a
 * phone has opened before.
 */
const liteDb = getFirestore(app);
if (emulatorHost) connectFirestoreEmulator(liteDb, emulatorHost, 8080);

export const storefrontRefs = {
  homeCatalogue: () => doc(liteDb, paths.homeCatalogue()).withConverter(schemaConverter(homeCatalogueSchema)),
};
