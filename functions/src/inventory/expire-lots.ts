import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { itemSchema } from '@nyama/domain/catalogue/catalog';
import { expiryLine, SYSTEM_POSTER } from '@nyama/domain/inventory/ledger';
import { lotSchema } from '@nyama/domain/inventory/lots';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { db, parseDoc } from '../lib/db';
import { postMovements } from './post-movements';

/**
 * Takes off sale every lot past its use-by date (decision 021), each in its own transaction: an `expiry`
 * posting of what it holds, and the lot marked expired so it is never sold, packed or expired again. What
 * it holds stays on hand until written off. Returns how many lots expired.
 */
export async function expireLots(nowMs = Date.now()): Promise<number> {
  const firestore = db();
  const today = nairobiDate(nowMs);
  const due = await firestore
    .collection(COLLECTIONS.lots)
    .where('expiredAtMs', '==', null)
    .where('useBy', '<', today)
    .get();
  let expired = 0;
  for (const candidate of due.docs) {
    const done = await firestore.runTransaction(async (tx) => {
      // Read again inside the transaction: another run may have expired it since the query.
      const snap = await tx.get(candidate.ref);
      const lot = { lotId: snap.id, ...parseDoc(lotSchema, snap.data(), snap.ref.path) };
      if (lot.expiredAtMs !== null || lot.useBy >= today) return false;
      const itemRef = firestore.doc(paths.item(lot.itemId));
      const item = parseDoc(itemSchema, (await tx.get(itemRef)).data(), itemRef.path);
      const expiry = expiryLine(lot);
      if (expiry.ok && lot.onHand > 0) {
        postMovements(
          firestore,
          tx,
          [
            {
              kind: 'expiry',
              lines: expiry.lines,
              source: { kind: 'lot', id: lot.lotId },
              reason: `Use-by date ${lot.useBy} passed`,
              postedBy: SYSTEM_POSTER,
            },
          ],
          nowMs,
          { units: new Map([[lot.itemId, item.unit]]) },
        );
      }
      tx.update(snap.ref, { expiredAtMs: nowMs });
      return true;
    });
    if (done) expired++;
  }
  if (expired > 0) logger.info(`Expired ${expired} lots`);
  return expired;
}

// Just after midnight in Nairobi: a lot is sold until the end of its use-by day.
export const expireLotsDaily = onSchedule({ schedule: '5 0 * * *', timeZone: 'Africa/Nairobi' }, async () => {
  await expireLots();
});
