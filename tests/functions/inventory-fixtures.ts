import type { Firestore } from 'firebase-admin/firestore';
import type { Item } from '@nyama/domain/catalogue/catalog';
import { arrivalPosting, ledgerTransaction, ledgerTransactionSchema } from '@nyama/domain/inventory/ledger';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';

export type TestLot = { lotId: string; quantity: number; useBy: string };

/**
 * A suite's own item stocked through the ledger, as the seed stocks the demo shop: one lot and one
 * `opening` posting per lot, and the item's stock their sum.
 */
export async function stockedItem(db: Firestore, itemId: string, item: Item, lots: TestLot[]): Promise<void> {
  const total = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const batch = db.batch();
  batch.set(
    db.doc(paths.item(itemId)),
    item.unit === 'kg' ? { ...item, stockGrams: total } : { ...item, stockUnits: total },
  );
  lots.forEach(({ lotId, quantity, useBy }, index) => {
    const nowMs = Date.now() - (lots.length - index) * 1000;
    const { lot, posting } = arrivalPosting(
      'opening',
      lotId,
      {
        itemId,
        quantity,
        unitCostCents: 50_000,
        source: { kind: 'opening', id: null },
        supplier: 'Test farm',
        useBy,
      },
      { source: { kind: 'lot', id: lotId }, reason: 'Test stock', postedBy: { uid: 'test', name: 'Test' } },
      nowMs,
    );
    batch.set(db.doc(paths.lot(lotId)), lot);
    batch.set(db.doc(paths.inventoryTransaction(`opening-${lotId}`)), ledgerTransaction(posting, nowMs));
  });
  await batch.commit();
}

/** The postings that name an item, oldest first. */
export async function postingsOf(db: Firestore, itemId: string) {
  const snap = await db
    .collection(COLLECTIONS.inventoryTransactions)
    .where('itemIds', 'array-contains', itemId)
    .get();
  return snap.docs
    .map((doc) => ({ id: doc.id, ...ledgerTransactionSchema.parse(doc.data()) }))
    .sort((a, b) => a.postedAtMs - b.postedAtMs);
}
