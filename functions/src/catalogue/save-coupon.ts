import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { couponSchema, type CouponRules } from '@nyama/domain/catalogue/coupon';
import { paths } from '@nyama/domain/kernel/paths';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';

/**
 * Admin-only: creates a coupon or edits one (disabling is an edit of `active`). The use count is kept as
 * stored: only placing and releasing orders change it. A coupon is stored under its code, which orders and
 * customers' use counts name, so a coupon that has been used keeps its code; an unused one may be renamed
 * (moved to its new code, with an audit entry on both).
 */
export const saveCoupon = onContract(CALLABLES.saveCoupon, async ({ previousCode, coupon }, caller) => {
  const firestore = db();
  return firestore.runTransaction(async (tx) => {
    const nowMs = Date.now();
    await requireGroups(firestore, tx, coupon.eligibleGroups);
    const ref = firestore.doc(paths.coupon(coupon.code));
    const target = await tx.get(ref);
    const taken = () => new HttpsError('already-exists', `There is already a coupon ${coupon.code}.`);
    type Fields = Record<string, unknown> | null;
    const audit = (targetPath: string, summary: string, before: Fields, after: Fields) =>
      recordAudit(firestore, tx, caller, CALLABLES.saveCoupon, { targetPath, summary, before, after }, nowMs);

    if (previousCode === null) {
      if (target.exists) throw taken();
      const created = couponSchema.parse({ ...coupon, usedCount: 0 });
      tx.create(ref, created);
      audit(ref.path, `Created ${created.code}`, null, created);
      return { code: created.code };
    }

    const previousRef = firestore.doc(paths.coupon(previousCode));
    const previous = previousCode === coupon.code ? target : await tx.get(previousRef);
    if (!previous.exists) throw new HttpsError('not-found', `There is no coupon ${previousCode}.`);
    const before = parseDoc(couponSchema, previous.data(), previousRef.path);
    const after = couponSchema.parse({ ...coupon, usedCount: before.usedCount });
    if (previousCode === after.code) {
      tx.set(ref, after);
      audit(ref.path, editSummary(before.active, after.active, after.code), before, after);
      return { code: after.code };
    }
    if (before.usedCount > 0) {
      throw new HttpsError(
        'failed-precondition',
        `${previousCode} has been used, so its code cannot change: orders and customers know it by that code. Create a new coupon instead.`,
      );
    }
    if (target.exists) throw taken();
    tx.delete(previousRef);
    tx.create(ref, after);
    audit(previousRef.path, `Renamed to ${after.code}`, before, null);
    audit(ref.path, `Renamed from ${previousCode}`, null, after);
    return { code: after.code };
  });
});

function editSummary(wasActive: boolean, isActive: boolean, code: string): string {
  if (wasActive === isActive) return `Edited ${code}`;
  return isActive ? `Enabled ${code}` : `Disabled ${code}`;
}

/** Eligible groups must be groups of the shop (hidden ones too: a coupon may be prepared ahead). */
async function requireGroups(firestore: Firestore, tx: Transaction, groupIds: CouponRules['eligibleGroups']) {
  if (groupIds.length === 0) return;
  const refs: DocumentReference[] = groupIds.map((id) => firestore.doc(paths.itemGroup(id)));
  const missing = (await tx.getAll(...refs)).find((snap) => !snap.exists);
  if (missing) throw new HttpsError('failed-precondition', `There is no item group ${missing.id}.`);
}
