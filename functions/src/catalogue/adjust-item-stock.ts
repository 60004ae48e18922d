import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '../../../src/domain/callables';
import { itemSchema } from '../../../src/domain/catalog';
import { availableQuantity, describeQuantity } from '../../../src/domain/quantity';
import { paths } from '../../../src/domain/paths';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';

/**
 * Admin-only, until the inventory ledger exists: adds or removes stock (grams for weighed items, units
 * otherwise) with the reason, which the audit entry keeps. Stock never goes below zero.
 */
export const adjustItemStock = onContract(
  CALLABLES.adjustItemStock,
  async ({ itemId, change, reason }, caller) => {
    const firestore = db();
    return firestore.runTransaction(async (tx) => {
      const nowMs = Date.now();
      const ref = firestore.doc(paths.item(itemId));
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', 'There is no such item.');
      const item = parseDoc(itemSchema, snap.data(), ref.path);
      const before = availableQuantity(item);
      const stock = before + change;
      if (stock < 0) {
        throw new HttpsError(
          'failed-precondition',
          `Only ${describeQuantity(item, before)} of ${item.name} is in stock: you cannot remove ${describeQuantity(item, -change)}.`,
        );
      }
      const field = item.unit === 'kg' ? 'stockGrams' : 'stockUnits';
      tx.update(ref, { [field]: stock });
      const sign = change > 0 ? '+' : '−';
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.adjustItemStock,
        {
          targetPath: ref.path,
          summary: `Stock ${sign}${describeQuantity(item, Math.abs(change))}: ${reason}`,
          before: { [field]: before },
          after: { [field]: stock },
        },
        nowMs,
      );
      return { itemId, stock };
    });
  },
);
