import { replaceEqualDeep } from '@tanstack/react-query';
import type { Auth, User } from 'firebase/auth';
import { DEFAULT_ROLE, roleFromClaims, type Role } from '@nyama/domain/people/roles';
import { afterFirebaseSdks } from '../../../../lib/firebase/after-sdks';
import type { ProfileState, Session, SignedInSession } from './session-state';

/** The profile's listener, with the Firestore SDK, after Auth has confirmed the session (decision 077). */
const profileReads = afterFirebaseSdks(() => import('./session-reads'));

/**
 * What following Auth's user needs of the session store, which keeps the state and starts it from what
 * the device knows (session-store.ts). This module loads with Auth, after the page has painted on a
 * device that knows who is signed in (decision 077), so the start carries none of it.
 */
export type SessionHost = {
  auth: Auth;
  signedIn: () => SignedInSession | null;
  set: (session: Session) => void;
  patch: (changes: Partial<Omit<SignedInSession, 'status'>>) => void;
  /** A read to stop when Auth next changes who is signed in, or they try again. */
  addRead: (stop: () => void) => void;
  paintSavedProfile: (uid: string) => void;
  /** The last role this device saw of a user (stored-user.ts), and keeping a newer one. */
  lastRole: (uid: string) => Role | null;
  keepRole: (uid: string, role: Role) => void;
};

/**
 * The role from the auth token, kept as the last seen. Offline with an expired token the refresh fails;
 * then the last role seen on this device stands in (a driver must open the round without signal). Rules
 * still decide every read.
 */
async function roleOf(host: SessionHost, user: User, forceRefresh: boolean): Promise<Role> {
  try {
    const role = roleFromClaims((await user.getIdTokenResult(forceRefresh)).claims);
    host.keepRole(user.uid, role);
    return role;
  } catch {
    return host.lastRole(user.uid) ?? DEFAULT_ROLE;
  }
}

/**
 * Follows the user Auth says is signed in through a live read of their profile (session-reads.ts), so a
 * role change shows at once. The person the device started from keeps what it painted (their profile
 * from the copy) and is confirmed with the token's role; anyone else starts afresh.
 */
export async function follow(host: SessionHost, user: User): Promise<void> {
  const role = await roleOf(host, user, false);
  const stillSignedIn = () => host.auth.currentUser?.uid === user.uid;
  if (!stillSignedIn()) return;
  const shown = host.signedIn();
  // A failed read is read again (retry), so it shows loading meanwhile.
  const kept = shown?.uid === user.uid && shown.profile.status !== 'error';
  const profile: ProfileState = kept ? shown.profile : { status: 'loading' };
  host.set({ status: 'signedIn', uid: user.uid, email: user.email ?? '', role, profile });
  if (shown?.uid !== user.uid) host.paintSavedProfile(user.uid);
  const reads = await profileReads();
  if (!stillSignedIn()) return;
  host.addRead(
    reads.watchProfile(user.uid, (read) => {
      // The listener's first answer is most often the copy the page painted (decision 077): an answer
      // equal to what is shown changes nothing, since every screen reading the session renders again
      // for a change, 30–50 ms each on a slow phone in the seconds after the paint.
      const painted = host.signedIn()?.profile;
      if (replaceEqualDeep(painted, read) !== painted) host.patch({ profile: read });
      const mirrored = read.status === 'ready' ? read.profile.role : undefined;
      // The role claim changed on the server (setUserRole mirrors it into the profile): pick it up now.
      if (mirrored && mirrored !== host.signedIn()?.role) {
        void roleOf(host, user, true).then((refreshed) => host.patch({ role: refreshed }));
      }
    }),
  );
}
