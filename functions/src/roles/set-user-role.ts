import { getAuth } from 'firebase-admin/auth';
import { getFirestore, FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '../../../src/domain/callables';
import { paths } from '../../../src/domain/paths';
import { onContract } from '../lib/callable';

/**
 * Admin-only: sets the `role` custom claim (what rules and functions trust) and mirrors it into
 * users/{uid}.role, which the user's open session watches to refresh its token without signing out.
 */
export const setUserRole = onContract(CALLABLES.setUserRole, async ({ uid, role }, admin) => {
  if (uid === admin.uid && role !== 'Admin') {
    throw new HttpsError('failed-precondition', 'You cannot remove your own Admin role; ask another admin.');
  }
  const auth = getAuth();
  const user = await auth.getUser(uid).catch(() => {
    throw new HttpsError('not-found', 'There is no account with that id.');
  });
  await auth.setCustomUserClaims(uid, { ...user.customClaims, role });
  await getFirestore()
    .doc(paths.user(uid))
    .set({ role, roleUpdatedAt: FieldValue.serverTimestamp() }, { merge: true });
  return { uid, role };
});
