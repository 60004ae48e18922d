import type { Auth, User } from 'firebase/auth';
import { deviceSession, hasStoredUser, isStoredUserKey, lastRole, roleKey } from './stored-user';
import type { SessionHost } from './session-follow';
import type { Session, SignedInSession } from './session-state';

/**
 * Firebase Auth loads after the first paint (decision 044), and only on a device where someone is signed
 * in or when someone signs in (decision 052).
 */
async function loadAuth() {
  const [{ onAuthStateChanged, signOut }, { auth }, { follow }] = await Promise.all([
    import('firebase/auth'),
    import('../../../../lib/firebase/app'),
    import('./session-follow'),
  ]);
  return { auth, onAuthStateChanged, signOut, follow };
}

/** The session's copy of the profile, loaded with its first use (it brings Dexie). */
const profileCopy = () => import('./profile-copy');

/**
 * The signed-in session: who is signed in, their role and profile, followed once Auth has loaded
 * (session-follow.ts). Route gates wait for `settled()`; loading always ends in a state.
 *
 * On a device that keeps a signed-in user and the last role seen of them, the session starts from those,
 * `unconfirmed`, and Auth loads to confirm it when the app asks, once its page has painted (`confirm`,
 * decision 077): a gated screen paints without waiting for Auth. This decides only what paints first:
 * the rules decide every read, and the Firestore and Functions SDKs take the user from Auth themselves
 * (lib/firebase/app.ts starts Auth before either), so a read or a call started meanwhile waits for Auth
 * and runs as whoever Auth then says is signed in.
 */
class SessionStore {
  private session: Session = { status: 'loading' };
  private listeners = new Set<() => void>();
  private stopReads: (() => void)[] = [];
  private settledWaiters: ((session: Session) => void)[] = [];
  private loadedAuth: ReturnType<typeof loadAuth> | null = null;
  private auth: Auth | null = null;
  /** Follows the user Auth names, once Auth has loaded. */
  private follow: ((user: User) => void) | null = null;

  constructor() {
    // Rendered at build time or by the served pages' function: nobody's session, so the page renders it
    // loading and Auth is not loaded there.
    if (typeof window === 'undefined') return;
    const known = deviceSession(localStorage);
    if (known) {
      this.set({ status: 'signedIn', ...known, profile: { status: 'loading' }, unconfirmed: true });
      this.paintSavedProfile(known.uid);
    }
    // Someone is signed in but this device never saw their role: the gates wait for Auth, as before.
    else if (hasStoredUser(localStorage)) void this.firebase();
    // Nobody is signed in on this device (Auth keeps its user in localStorage): the visitor is signed
    // out without loading Auth.
    else this.set({ status: 'signedOut' });
    // A sign-in in another tab writes the user there, and this tab follows.
    window.addEventListener('storage', (event) => {
      if (event.newValue !== null && isStoredUserKey(event.key)) void this.firebase();
    });
  }

  /** Auth, loaded once and followed from then on; signing in and out go through it. */
  firebase(): ReturnType<typeof loadAuth> {
    if (this.loadedAuth) return this.loadedAuth;
    this.loadedAuth = loadAuth();
    this.loadedAuth.then(
      ({ auth, onAuthStateChanged, follow }) => {
        this.auth = auth;
        const host: SessionHost = {
          auth,
          signedIn: () => this.signedIn(),
          set: (session) => this.set(session),
          patch: (changes) => this.patch(changes),
          addRead: (stop) => this.stopReads.push(stop),
          paintSavedProfile: (uid) => this.paintSavedProfile(uid),
          lastRole: (uid) => lastRole(localStorage, uid),
          keepRole: (uid, role) => localStorage.setItem(roleKey(uid), role),
        };
        const following = (user: User) => void follow(host, user);
        this.follow = following;
        onAuthStateChanged(auth, (user) => {
          this.stopAllReads();
          if (user) following(user);
          else this.set({ status: 'signedOut' });
        });
      },
      (error: unknown) => {
        // The app's own code failed to load (a deploy replaced it mid-visit): nobody can sign in now.
        console.error('Firebase Auth did not load.', error);
        this.set({ status: 'signedOut' });
      },
    );
    return this.loadedAuth;
  }

  get = (): Session => this.session;

  /**
   * Loads Auth to confirm a session started from what the device knows: the app asks once its page has
   * painted and gone idle.
   */
  confirm(): void {
    if (this.signedIn()?.unconfirmed) void this.firebase();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Resolves once we know who is signed in and with which role (route gates wait for this): at once on
   * a device that knows them, before Auth has confirmed it.
   */
  settled(): Promise<Session> {
    if (this.session.status !== 'loading') return Promise.resolve(this.session);
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /**
   * On a fresh page (/logout opened directly) it first learns who is signed in, so that user's device
   * data can be removed (the rest of it, their current order with it, by /logout).
   */
  async signOut(): Promise<void> {
    const session = await this.settled();
    if (session.status !== 'signedIn') return;
    this.stopAllReads();
    const { auth, signOut } = await this.firebase();
    await signOut(auth);
    localStorage.removeItem(roleKey(session.uid));
  }

  /** Starts the reads again after a failure ("try again"). */
  retry(): void {
    const user = this.auth?.currentUser;
    this.stopAllReads();
    if (user) this.follow?.(user);
  }

  /** The profile as this device last read it, shown until the listener answers (its answer always stands). */
  private paintSavedProfile(uid: string): void {
    void profileCopy()
      .then((copy) => copy.readSavedProfile(uid))
      .then((profile) => {
        const shown = this.signedIn();
        if (profile && shown?.uid === uid && shown.profile.status === 'loading') {
          this.patch({ profile: { status: 'ready', profile } });
        }
      });
  }

  private signedIn(): SignedInSession | null {
    return this.session.status === 'signedIn' ? this.session : null;
  }

  private patch(changes: Partial<Omit<SignedInSession, 'status'>>): void {
    const current = this.signedIn();
    if (current) this.set({ ...current, ...changes });
  }

  private set(session: Session): void {
    this.session = session;
    if (session.status !== 'loading') {
      for (const resolve of this.settledWaiters.splice(0)) resolve(session);
    }
    for (const listener of this.listeners) listener();
  }

  private stopAllReads(): void {
    for (const stop of this.stopReads.splice(0)) stop();
  }
}

export const sessionStore = new SessionStore();
