import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '../../../src/domain/callables';
import type { AdjustItemStockInput } from '../../../src/domain/catalogue-callables';
import { itemSchema } from '../../../src/domain/catalog';
import { arrivalPosting } from '../../../src/domain/inventory/ledger';
import { planStockAdjustment } from '../../../src/domain/inventory/stock-adjustment';
import { availableQuantity, describeQuantity } from '../../../src/domain/quantity';
import { paths } from '../../../src/domain/paths';
import { nairobiDate } from '../../../src/domain/slots';
import { newLotId, posterOf, postMovements, readLotsOf } from '../inventory/post-movements';
import { recordAudit } from '../lib/audit';
import { onContract, type Caller } from '../lib/callable';
import { db, parseDoc } from '../lib/db';

/**
 * Admin-only: adds or removes stock (grams for weighed items, units otherwise) with the reason, which the
 * audit entry keeps. It is posted to the ledger as a count of the item's lots on sale, or as the receipt
 * of a lot when none is on sale (planStockAdjustment, decision 021). Stock never goes below zero.
 */
export async function adjustStock(
  { itemId, change, reason }: AdjustItemStockInput,
  caller: Caller,
): Promise<{ itemId: string; stock: number }> {
  const firestore = db();
  const postedBy = await posterOf(firestore, caller);
  return firestore.runTransaction(
    async (tx) => {
      const nowMs = Date.now();
      const ref = firestore.doc(paths.item(itemId));
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', 'There is no such item.');
      const item = parseDoc(itemSchema, snap.data(), ref.path);
      const lots = await readLotsOf(firestore, tx, [itemId]);
      const before = availableQuantity(item);
      const stock = before + change;
      if (stock < 0) {
        throw new HttpsError(
          'failed-precondition',
          `Only ${describeQuantity(item, before)} of ${item.name} is in stock: you cannot remove ${describeQuantity(item, -change)}.`,
        );
      }
      const plan = planStockAdjustment({ ...item, id: itemId }, lots, change, nairobiDate(nowMs));
      if (!plan.ok) throw new HttpsError('failed-precondition', plan.reason);
      const fields = { source: { kind: 'item', id: itemId }, reason, postedBy };
      const units = new Map([[itemId, item.unit]]);
      if (plan.kind === 'countAdjustment') {
        postMovements(firestore, tx, [{ kind: 'countAdjustment', lines: plan.lines, ...fields }], nowMs, {
          units,
          lotsRead: lots,
        });
      } else {
        const lotId = newLotId(firestore);
        const { lot, posting } = arrivalPosting('receipt', lotId, plan.arrival, fields, nowMs);
        postMovements(firestore, tx, [posting], nowMs, { units, newLots: new Map([[lotId, lot]]) });
      }
      const field = item.unit === 'kg' ? 'stockGrams' : 'stockUnits';
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
    },
    // Orders and counts meet on a busy item: retry rather than fail.
    { maxAttempts: 10 },
  );
}

export const adjustItemStock = onContract(CALLABLES.adjustItemStock, adjustStock);
