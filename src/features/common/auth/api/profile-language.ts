import { updateDoc } from 'firebase/firestore';
import type { Locale } from '@nyama/domain/kernel/locale';
import { profileRefs } from '../../../../lib/firebase/profile-refs';

/**
 * Keeps the account's language on its profile, where the functions read it for pushes and texts
 * (decision 072). The rules let the owner write it alone; offline the write waits in the SDK's queue. A
 * module of its own, loaded on use, so a visitor's page never loads Firestore for it.
 */
export function keepLanguageOnProfile(uid: string, language: Locale): Promise<void> {
  return updateDoc(profileRefs.user(uid), { language });
}
