import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { roleFromClaims, roleSchema, type Role } from '@nyama/domain/people/roles';
import { recordAudit } from '../lib/audit';
import { onContract } from '../lib/callable';
import { db } from '../lib/db';

/**
 * Admin-only: sets the `role` custom claim (what rules trust) and mirrors it into users/{uid}.role, which
 * the user's open session watches to refresh its token, and which callables check a staff caller against
 * (decision 024). Nobody changes their own role: an Admin cannot demote themselves, and a demoted Admin's
 * token, good for up to an hour, cannot promote them back.
 *
 * The shop must keep an Admin. The profiles' role mirror is what is checked, inside the transaction that
 * writes it: the query locks the Admin profiles and the caller's own, so two Admins demoting each other at
 * once are serialised and the second sees the first's change (their own token would still say Admin). The
 * mirror is written before the claim, so a failure in between leaves the stricter side (the profile)
 * demoted first. Then the user's refresh tokens are revoked: their sessions end instead of carrying on with
 * tokens minted under the old role (sign in again to get the new one).
 */
export const setUserRole = onContract(CALLABLES.setUserRole, async ({ uid, role }, caller) => {
  if (uid === caller.uid) {
    throw new HttpsError('failed-precondition', 'You cannot change your own role; ask another admin.');
  }
  const auth = getAuth();
  const user = await auth.getUser(uid).catch(() => {
    throw new HttpsError('not-found', 'There is no account with that id.');
  });
  const firestore = db();
  const profileRef = firestore.doc(paths.user(uid));
  const callerRef = firestore.doc(paths.user(caller.uid));
  await firestore.runTransaction(async (tx) => {
    const admins = await tx.get(firestore.collection(COLLECTIONS.users).where('role', '==', 'Admin'));
    const profile = await tx.get(profileRef);
    const callerProfile = await tx.get(callerRef);
    // Read again inside the transaction: an Admin demoted a moment ago by a concurrent call is refused here.
    if (callerProfile.get('role') !== undefined && callerProfile.get('role') !== 'Admin') {
      throw new HttpsError('permission-denied', `Only Admin accounts can ${CALLABLES.setUserRole.action}.`);
    }
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
  await auth.revokeRefreshTokens(uid);
  // The user's open session refreshes its token when it sees the mirror change, which can be before the
  // claim is set: touching the profile again tells it to refresh once more, now that the claim is there.
  await profileRef.update({ roleUpdatedAt: FieldValue.serverTimestamp() });
  return { uid, role };
});
