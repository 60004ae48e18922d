import { itemSchema, type Item } from '@nyama/domain/catalogue/catalog';
import { homeCatalogueSchema, type HomeCatalogue } from '@nyama/domain/catalogue/home-catalogue';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { emulatorHost, firebaseConfig } from './config';
import { firestoreRest, type RestDocument } from './firestore-rest';
import { EMULATOR_PORTS, FIRESTORE_ORIGIN } from './origins';
import { readList, type ListRead } from './read-list';

/**
 * The storefront's catalogue reads: the home page's document (the groups and featured items, decision
 * 039), a group's items, one item, the cart's items. Public documents read over Firestore's REST API
 * (decision 046): no SDK to download before a visitor sees the catalogue. The catalogue keeps its own
 * offline copy in Dexie (catalog-snapshot), so it needs no Firestore cache; every other read uses the
 * full SDK (./firestore), whose cache serves the pages a phone has opened before.
 */
const rest = firestoreRest({
  origin: emulatorHost ? `http://${emulatorHost}:${EMULATOR_PORTS.firestore}` : FIRESTORE_ORIGIN,
  projectId: firebaseConfig.projectId,
  apiKey: firebaseConfig.apiKey,
});

export type ItemWithId = Item & { id: string };

/**
 * A page parses its catalogue once: zod's compiled parser costs more to build on a phone's first parse
 * (a few milliseconds in one piece) than it saves on a few dozen documents (decision 047).
 */
const ONCE = { jitless: true } as const;

/** Items as read: one the schema refuses throws, as the SDK's converters do, and readList counts it out. */
function readItems(documents: readonly RestDocument[]): ListRead<ItemWithId> {
  return readList(
    documents.map((document) => ({ ...document, ref: { path: document.path } })),
    (document) => ({ id: document.id, ...itemSchema.parse(document.data, ONCE) }),
  );
}

/** The home catalogue, or null before functions have built it. */
export async function readHomeCatalogue(): Promise<HomeCatalogue | null> {
  const document = await rest.getDocument(paths.homeCatalogue());
  return document && homeCatalogueSchema.parse(document.data, ONCE);
}

/** Every item of a group, on sale or not (the caller filters and orders). */
export async function readGroupItems(groupId: string): Promise<ListRead<ItemWithId>> {
  return readItems(await rest.whereEqual(COLLECTIONS.items, 'groupId', groupId));
}

/** One item, or null when it does not exist. */
export async function readItem(itemId: string): Promise<ItemWithId | null> {
  const document = await rest.getDocument(paths.item(itemId));
  return document && { id: document.id, ...itemSchema.parse(document.data, ONCE) };
}

/** The items with these ids that exist and parse. */
export async function readItemsByIds(ids: readonly string[]): Promise<ListRead<ItemWithId>> {
  return readItems(await rest.getDocuments(ids.map((id) => paths.item(id))));
}
