import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '../../../src/domain/callables';
import { COLLECTIONS, paths } from '../../../src/domain/paths';
import { roleFromClaims, roleSchema, type Role } from '../../../src/domain/roles';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db } from '../lib/db';

/**
 * Admin-only: sets the `role` custom claim (what rules and functions trust) and mirrors it into
 * users/{uid}.role, which the user's open session watches to refresh its token without signing out.
 *
 * The shop must keep an Admin. The profiles' role mirror is what is checked, inside the transaction that
 * writes it: the query locks the Admin profiles, so two Admins demoting each other at once are serialised
 * and the second sees the first's change (their own token would still say Admin). The mirror is written
 * before the claim, so a failure in between leaves the stricter side (the profile) demoted first.
 */
export const setUserRole = onContract(CALLABLES.setUserRole, async ({ uid, role }, caller) => {
  if (uid === caller.uid && role !== 'Admin') {
    throw new HttpsError('failed-precondition', 'You cannot remove your own Admin role; ask another admin.');
  }
  const auth = getAuth();
  const user = await auth.getUser(uid).catch(() => {
    throw new HttpsError('not-found', 'There is no account with that id.');
  });
  const firestore = db();
  const profileRef = firestore.doc(paths.user(uid));
  await firestore.runTransaction(async (tx) => {
    const admins = await tx.get(firestore.collection(COLLECTIONS.users).where('role', '==', 'Admin'));
    const profile = await tx.get(profileRef);
    const mirrored = roleSchema.safeParse(profile.get('role'));
    const before: Role = mirrored.success ? mirrored.data : roleFromClaims(user.customClaims ?? {});
    const otherAdmins = admins.docs.filter((admin) => admin.id !== uid);
    if (before === 'Admin' && role !== 'Admin' && otherAdmins.length === 0) {
      throw new HttpsError(
        'failed-precondition',
        'This is the last Admin account; make someone else an Admin before changing this role.',
      );
    }
    tx.set(profileRef, { role, roleUpdatedAt: FieldValue.serverTimestamp() }, { merge: true });
    recordAudit(
      firestore,
      tx,
      caller,
      CALLABLES.setUserRole,
      {
        targetPath: profileRef.path,
        summary: `Role ${before} → ${role} for ${user.email ?? uid}`,
        before: { role: before },
        after: { role },
      },
      Date.now(),
    );
  });
  await auth.setCustomUserClaims(uid, { ...user.customClaims, role });
  return { uid, role };
});
