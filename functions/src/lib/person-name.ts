import type { Firestore } from 'firebase-admin/firestore';
import { profileSchema } from '../../../src/domain/user';
import { paths } from '../../../src/domain/paths';

/** "Hassan Abdi" from the profile, or null when the account has none yet (or it cannot be read). */
export async function personName(firestore: Firestore, uid: string): Promise<string | null> {
  const profile = profileSchema.safeParse((await firestore.doc(paths.user(uid)).get()).data());
  return profile.success ? `${profile.data.name} ${profile.data.surname}` : null;
}
