import { roleSchema, type Role } from '@nyama/domain/people/roles';

/**
 * Firebase Auth with `browserLocalPersistence` (lib/firebase/app.ts) keeps the signed-in user in
 * localStorage under `firebase:authUser:<api key>:<app name>`, and removes it when they sign out. Its
 * absence tells the session that nobody is signed in on this device without loading Auth (decision 052).
 */
const STORED_USER_PREFIX = 'firebase:authUser:';

export const isStoredUserKey = (key: string | null): boolean => key?.startsWith(STORED_USER_PREFIX) ?? false;

function storedUserKey(storage: Storage): string | null {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (isStoredUserKey(key)) return key;
  }
  return null;
}

export const hasStoredUser = (storage: Storage): boolean => storedUserKey(storage) !== null;

/** Where this device keeps the last role it saw of a user. */
export const roleKey = (uid: string) => `nyama-role-${uid}`;

/**
 * The last role this device saw of a user: it stands in offline with an expired token (a driver must
 * open the round without signal), and a session starts from it (decision 077). Rules still decide
 * every read.
 */
export function lastRole(storage: Storage, uid: string): Role | null {
  const role = roleSchema.safeParse(storage.getItem(roleKey(uid)));
  return role.success ? role.data : null;
}

/** Who this device says is signed in, and with which role, before Auth has loaded to confirm it. */
type DeviceSession = { uid: string; email: string; role: Role };

/**
 * The session as this device last knew it: Auth's stored user and the last role seen of them
 * (decision 077). Null when either is missing or unreadable: the session then waits for Auth, as before.
 */
export function deviceSession(storage: Storage): DeviceSession | null {
  const key = storedUserKey(storage);
  if (key === null) return null;
  let user: { uid?: unknown; email?: unknown } | null;
  try {
    // Auth's own format: the two fields read are checked by hand, as this is part of every visitor's
    // start (decision 044) and runs before the first paint.
    user = JSON.parse(storage.getItem(key) ?? '') as typeof user;
  } catch {
    return null;
  }
  if (typeof user?.uid !== 'string' || user.uid === '') return null;
  const role = lastRole(storage, user.uid);
  return role && { uid: user.uid, email: typeof user.email === 'string' ? user.email : '', role };
}
