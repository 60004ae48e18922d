import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemSchema, UNIT_LABEL } from '@nyama/domain/catalogue/catalog';
import { changePrice, priceHistoryEntrySchema } from '@nyama/domain/catalogue/item-price';
import { formatKes } from '@nyama/domain/kernel/money';
import { formatNairobiDateTime } from '@nyama/domain/kernel/nairobi-time';
import { paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';

/**
 * Admin-only: a new price from now, or from a later instant (kept as the item's pending price until then,
 * docs/decisions/015-catalogue-admin.md). Every price goes into the item's price history; a pending price
 * replaced before its time is marked superseded there, as it never applied.
 */
export const setItemPrice = onContract(
  CALLABLES.setItemPrice,
  async ({ itemId, cents, effectiveFromMs }, caller) => {
    const firestore = db();
    return firestore.runTransaction(async (tx) => {
      const nowMs = Date.now();
      if (effectiveFromMs !== null && effectiveFromMs <= nowMs) {
        throw new HttpsError(
          'invalid-argument',
          'Choose a time that is still to come, or apply the price now.',
        );
      }
      const ref = firestore.doc(paths.item(itemId));
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', 'There is no such item.');
      const before = parseDoc(itemSchema, snap.data(), ref.path);

      const historyRef = firestore.collection(paths.priceHistory(itemId)).doc();
      const from = effectiveFromMs ?? nowMs;
      const { item: after, supersededHistoryId } = changePrice(
        before,
        { cents, effectiveFromMs: from, historyId: historyRef.id },
        nowMs,
      );
      tx.set(ref, itemSchema.parse(after));
      const entry = {
        cents,
        effectiveFromMs: from,
        setAtMs: nowMs,
        actorUid: caller.uid,
        actorEmail: caller.email,
        supersededAtMs: null,
      };
      tx.create(historyRef, priceHistoryEntrySchema.parse(entry));
      if (supersededHistoryId !== null) {
        tx.update(firestore.doc(paths.priceHistoryEntry(itemId, supersededHistoryId)), {
          supersededAtMs: nowMs,
        });
      }
      const when = effectiveFromMs === null ? 'from now' : `from ${formatNairobiDateTime(from)}`;
      const summary = `Price ${formatKes(cents)} ${UNIT_LABEL[before.unit]} ${when}`;
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.setItemPrice,
        { targetPath: ref.path, summary, before, after },
        nowMs,
      );
      return { itemId, effectiveFromMs: from };
    });
  },
);
