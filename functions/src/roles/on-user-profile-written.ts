import { getAuth } from 'firebase-admin/auth';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { roleFromClaims } from '@nyama/domain/people/roles';
import { userSearchKeys } from '@nyama/domain/people/user-search';
import { db } from '../lib/db';

const sameKeys = (stored: unknown, keys: string[]) =>
  Array.isArray(stored) && stored.length === keys.length && stored.every((key, index) => key === keys[index]);

/**
 * Customers write their own profile (rules allow only name, surname, mob and email), so what /allusers
 * queries by is kept here: `searchKeys`, and the `role` mirror when the profile has none yet (the role
 * filter finds customers by it), read from the account's claim. In a transaction, so it never overwrites a role setUserRole just
 * wrote; a write that changes nothing does not trigger again.
 */
export const onUserProfileWritten = onDocumentWritten(`${COLLECTIONS.users}/{uid}`, async (event) => {
  const ref = event.data?.after.ref;
  if (!ref || !event.data?.after.exists) return;
  const firestore = db();
  const uid = event.params.uid;
  await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    const keys = userSearchKeys({
      name: text(snap.get('name')),
      surname: text(snap.get('surname')),
      mob: text(snap.get('mob')),
      email: text(snap.get('email')),
    });
    const role = snap.get('role') === undefined ? await claimedRole(uid) : undefined;
    const change = {
      ...(sameKeys(snap.get('searchKeys'), keys) ? {} : { searchKeys: keys }),
      ...(role ? { role } : {}),
    };
    if (Object.keys(change).length > 0) tx.update(ref, change);
  });
});

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The account's role claim; a profile whose account is gone keeps no mirror. */
async function claimedRole(uid: string) {
  const user = await getAuth()
    .getUser(uid)
    .catch(() => null);
  return user ? roleFromClaims(user.customClaims ?? {}) : undefined;
}
