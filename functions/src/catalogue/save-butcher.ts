import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { butcherSchema } from '@nyama/domain/catalogue/catalog';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';

/**
 * Admin-only: adds a butcher or edits one. A butcher who leaves is made inactive, never deleted: packed
 * orders keep naming them, and packing offers only active butchers.
 */
export const saveButcher = onContract(CALLABLES.saveButcher, async ({ butcherId, butcher }, caller) => {
  const firestore = db();
  return firestore.runTransaction(async (tx) => {
    const nowMs = Date.now();
    if (butcherId === null) {
      const ref = firestore.collection(COLLECTIONS.butchers).doc();
      const created = butcherSchema.parse(butcher);
      tx.create(ref, created);
      const change = { targetPath: ref.path, summary: `Added ${created.name}`, before: null, after: created };
      recordAudit(firestore, tx, caller, CALLABLES.saveButcher, change, nowMs);
      return { butcherId: ref.id };
    }
    const ref = firestore.doc(paths.butcher(butcherId));
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such butcher.');
    const before = parseDoc(butcherSchema, snap.data(), ref.path);
    const after = butcherSchema.parse(butcher);
    tx.set(ref, after);
    const summary =
      before.active === after.active
        ? `Edited ${after.name}`
        : `${after.active ? 'Reactivated' : 'Deactivated'} ${after.name}`;
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.saveButcher,
      { targetPath: ref.path, summary, before, after },
      nowMs,
    );
    return { butcherId };
  });
});
