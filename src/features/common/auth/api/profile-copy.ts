import type { EntityTable } from 'dexie';
import { profileSchema, type Profile } from '@nyama/domain/people/user';
import { deviceDatabase } from '../../../../lib/device-database';
import { DEVICE_DATABASES } from '../../../../lib/device-databases';
import type { SavedCopy } from '../../../../lib/live-read';
import { savedCopy, type StoredCopy } from '../../../../lib/saved-copy';

/**
 * The session's own copy of the signed-in person's profile (users/{uid}) as its listener last read it,
 * so their name and details paint before the Firestore SDK has loaded, and offline (decision 077).
 * Keyed by account, so a shared phone keeps them apart; sign-out clears them with the rest.
 */
const accountDb = deviceDatabase<{ saved: EntityTable<StoredCopy, 'key'> }>(DEVICE_DATABASES.account, [
  { saved: 'key, savedAtMs' },
]);

export const savedProfile = (uid: string): SavedCopy<Profile> =>
  savedCopy(accountDb.saved, `profile:${uid}`, profileSchema);

/** The copy, or null for none: a copy that cannot be read is no copy, said in the console. */
export function readSavedProfile(uid: string): Promise<Profile | null> {
  return savedProfile(uid)
    .read()
    .catch((error: unknown) => {
      console.warn('The profile kept on this device could not be read.', error);
      return null;
    });
}

/** Keeps what the listener read; a copy not kept costs only the next start's paint. */
export function keepSavedProfile(uid: string, profile: Profile): void {
  savedProfile(uid)
    .keep(profile)
    .catch((error: unknown) => console.warn('The profile was not kept on this device.', error));
}

export async function clearSavedProfiles(): Promise<void> {
  await accountDb.saved.clear();
}
