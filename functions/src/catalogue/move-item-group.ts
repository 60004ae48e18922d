import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { itemGroupSchema } from '@nyama/domain/catalogue/catalog';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';

/**
 * Admin-only: moves a group one place up or down in the shop's order. The groups are numbered 1, 2, 3 …
 * afresh, so ties or gaps in older data cannot make a move do nothing; each group that moved is audited.
 */
export const moveItemGroup = onContract(CALLABLES.moveItemGroup, async ({ groupId, direction }, caller) => {
  const firestore = db();
  return firestore.runTransaction(async (tx) => {
    const nowMs = Date.now();
    const snapshot = await tx.get(firestore.collection(COLLECTIONS.itemGroups));
    const groups = snapshot.docs
      .map((doc) => ({ ref: doc.ref, group: parseDoc(itemGroupSchema, doc.data(), doc.ref.path) }))
      .sort((a, b) => a.group.sortOrder - b.group.sortOrder || a.ref.id.localeCompare(b.ref.id));
    const from = groups.findIndex(({ ref }) => ref.id === groupId);
    if (from === -1) throw new HttpsError('not-found', 'There is no such item group.');
    const to = direction === 'up' ? from - 1 : from + 1;
    const moving = groups[from];
    const other = groups[to];
    if (!moving || !other) {
      throw new HttpsError(
        'failed-precondition',
        `This group is already ${direction === 'up' ? 'first' : 'last'}.`,
      );
    }
    groups[from] = other;
    groups[to] = moving;
    groups.forEach(({ ref, group }, index) => {
      const sortOrder = index + 1;
      if (group.sortOrder === sortOrder) return;
      tx.update(ref, { sortOrder });
      const change = {
        targetPath: ref.path,
        summary: `Moved to place ${sortOrder}`,
        before: { sortOrder: group.sortOrder },
        after: { sortOrder },
      };
      recordAudit(firestore, tx, caller, CALLABLES.moveItemGroup, change, nowMs);
    });
    return { groupId, sortOrder: to + 1 };
  });
});
