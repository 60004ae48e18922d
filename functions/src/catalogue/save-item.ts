import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { priceHistoryEntrySchema } from '@nyama/domain/catalogue/item-price';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { newSellingFields, withSelling } from './item-fields';

/**
 * Admin-only: creates an item (with its first price, in its price history, and no stock) or edits one.
 * An edit keeps the price and stock as stored: they change only through setItemPrice and adjustItemStock.
 * The item's group must exist, so every item belongs to one.
 */
export const saveItem = onContract(
  CALLABLES.saveItem,
  async ({ itemId, details, selling, priceCents }, caller) => {
    const firestore = db();
    return firestore.runTransaction(async (tx) => {
      const nowMs = Date.now();
      const group = await tx.get(firestore.doc(paths.itemGroup(details.groupId)));
      if (!group.exists) throw new HttpsError('failed-precondition', 'Choose one of the shop’s item groups.');

      if (itemId === null) {
        if (priceCents === null) throw new HttpsError('invalid-argument', 'Set the price of the new item');
        const ref = firestore.collection(COLLECTIONS.items).doc();
        const item = itemSchema.parse({
          ...details,
          ...newSellingFields(selling, priceCents),
          pendingPrice: null,
        });
        tx.create(ref, item);
        const entry = {
          cents: priceCents,
          effectiveFromMs: nowMs,
          setAtMs: nowMs,
          actorUid: caller.uid,
          actorEmail: caller.email,
          supersededAtMs: null,
        };
        tx.create(
          firestore.collection(paths.priceHistory(ref.id)).doc(),
          priceHistoryEntrySchema.parse(entry),
        );
        const change = { targetPath: ref.path, summary: `Created ${item.name}`, before: null, after: item };
        recordAudit(firestore, tx, caller, CALLABLES.saveItem, change, nowMs);
        return { itemId: ref.id };
      }

      const ref = firestore.doc(paths.item(itemId));
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', 'There is no such item.');
      const before = parseDoc(itemSchema, snap.data(), ref.path);
      const after = itemSchema.parse({ ...withSelling(before, selling), ...details });
      tx.set(ref, after);
      const change = { targetPath: ref.path, summary: `Edited ${after.name}`, before, after };
      recordAudit(firestore, tx, caller, CALLABLES.saveItem, change, nowMs);
      return { itemId };
    });
  },
);
