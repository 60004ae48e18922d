import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemGroupSchema } from '@nyama/domain/catalogue/catalog';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';

/**
 * Admin-only: creates a group under a new id, placed last, or edits a group's name, description, picture
 * and visibility. Ids never change (they are in storefront addresses and on items and coupons) and groups
 * are hidden rather than deleted, so no item is ever left without its group.
 */
export const saveItemGroup = onContract(
  CALLABLES.saveItemGroup,
  async ({ groupId, isNew, group }, caller) => {
    const firestore = db();
    return firestore.runTransaction(async (tx) => {
      const nowMs = Date.now();
      const ref = firestore.doc(paths.itemGroup(groupId));
      const snap = await tx.get(ref);
      if (isNew) {
        if (snap.exists)
          throw new HttpsError('already-exists', `There is already a group with the id ${groupId}.`);
        const groups = await tx.get(firestore.collection(COLLECTIONS.itemGroups));
        const last = Math.max(0, ...groups.docs.map((doc) => Number(doc.get('sortOrder') ?? 0)));
        const created = itemGroupSchema.parse({ ...group, sortOrder: last + 1 });
        tx.create(ref, created);
        const change = {
          targetPath: ref.path,
          summary: `Created ${created.name}`,
          before: null,
          after: created,
        };
        recordAudit(firestore, tx, caller, CALLABLES.saveItemGroup, change, nowMs);
        return { groupId };
      }
      if (!snap.exists) throw new HttpsError('not-found', 'There is no such item group.');
      const before = parseDoc(itemGroupSchema, snap.data(), ref.path);
      const after = itemGroupSchema.parse({ ...before, ...group });
      tx.set(ref, after);
      const summary =
        before.visible === after.visible
          ? `Edited ${after.name}`
          : `${after.visible ? 'Shown' : 'Hidden'} in the shop`;
      recordAudit(
        firestore,
        tx,
        caller,
        CALLABLES.saveItemGroup,
        { targetPath: ref.path, summary, before, after },
        nowMs,
      );
      return { groupId };
    });
  },
);
