import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { itemGroupSchema, itemSchema, type Item } from '@nyama/domain/catalogue/catalog';
import { homeCatalogue, homeCatalogueSchema, itemChangesHome } from '@nyama/domain/catalogue/home-catalogue';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { db } from '../lib/db';

/** The documents of a snapshot that parse, each with its id: a damaged one is left off the home page. */
function parsed<T>(docs: QueryDocumentSnapshot[], parse: (data: unknown) => T | null) {
  return docs.flatMap((doc) => {
    const value = parse(doc.data());
    return value === null ? [] : [{ ...value, id: doc.id }];
  });
}

/**
 * Rewrites catalogue/home from the groups and the featured items as they are now, in a transaction, so
 * two rebuilds racing never leave the older one's copy last (docs/decisions/039-home-catalogue.md).
 */
async function rebuildHomeCatalogue(firestore: Firestore): Promise<void> {
  await firestore.runTransaction(async (tx) => {
    const [groups, items] = await Promise.all([
      tx.get(firestore.collection(COLLECTIONS.itemGroups)),
      tx.get(firestore.collection(COLLECTIONS.items).where('featured', '==', true)),
    ]);
    const home = homeCatalogue(
      parsed(groups.docs, (data) => itemGroupSchema.safeParse(data).data ?? null),
      parsed(items.docs, (data) => itemSchema.safeParse(data).data ?? null),
      Date.now(),
    );
    tx.set(firestore.doc(paths.homeCatalogue()), homeCatalogueSchema.parse(home));
  });
}

const itemOf = (data: unknown): Item | null => itemSchema.safeParse(data).data ?? null;

/** A featured item changed what the home page shows of it (not a sale that leaves it in stock). */
export const onItemWrittenForHome = onDocumentWritten(`${COLLECTIONS.items}/{itemId}`, async (event) => {
  if (itemChangesHome(itemOf(event.data?.before.data()), itemOf(event.data?.after.data())))
    await rebuildHomeCatalogue(db());
});

/** Groups change rarely, and every change of one can change the home page. */
export const onItemGroupWrittenForHome = onDocumentWritten(`${COLLECTIONS.itemGroups}/{groupId}`, () =>
  rebuildHomeCatalogue(db()),
);
