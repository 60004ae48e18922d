/**
 * Firebase Auth with `browserLocalPersistence` (lib/firebase/app.ts) keeps the signed-in user in
 * localStorage under `firebase:authUser:<api key>:<app name>`, and removes it when they sign out. Its
 * absence tells the session that nobody is signed in on this device without loading Auth (decision 052).
 */
const STORED_USER_PREFIX = 'firebase:authUser:';

export const isStoredUserKey = (key: string | null): boolean => key?.startsWith(STORED_USER_PREFIX) ?? false;

export function hasStoredUser(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (isStoredUserKey(storage.key(index))) return true;
  }
  return false;
}
