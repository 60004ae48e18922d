import type { ProfileFields } from '@nyama/domain/people/user';
import { loadFirestore, refGroups } from '../../../../lib/firebase/lazy-firestore';

/**
 * Writes the customer's own profile fields (the rules allow exactly these, never `role`).
 * Merge keeps the role mirror that functions may have written.
 */
export async function saveProfile(uid: string, email: string, fields: ProfileFields): Promise<void> {
  const { setDoc, refs } = await loadFirestore(refGroups.profile);
  await setDoc(refs.user(uid), { ...fields, email }, { merge: true });
}
