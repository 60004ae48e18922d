import { setDoc } from 'firebase/firestore';
import type { ProfileFields } from '@nyama/domain/people/user';
import { refs } from '../../../../lib/firebase/refs';

/**
 * Writes the customer's own profile fields (the rules allow exactly these, never `role`).
 * Merge keeps the role mirror that functions may have written.
 */
export async function saveProfile(uid: string, email: string, fields: ProfileFields): Promise<void> {
  await setDoc(refs.user(uid), { ...fields, email }, { merge: true });
}
