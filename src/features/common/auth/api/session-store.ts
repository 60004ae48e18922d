import type { Auth, User } from 'firebase/auth';
import { hasStoredUser, isStoredUserKey } from './stored-user';
import type { Session, SignedInSession } from './session-state';

/**
 * Firebase Auth loads after the first paint (decision 044), and only on a device where someone is signed
 * in or when someone signs in (decision 052).
 */
async function loadAuth() {
  const [{ onAuthStateChanged, signOut }, { auth }, { roleKey, roleOf }] = await Promise.all([
    import('firebase/auth'),
    import('../../../../lib/firebase/app'),
    import('./session-role'),
  ]);
  return { auth, onAuthStateChanged, signOut, roleKey, roleOf };
}

/**
 * Follows the signed-in user through a live read of the profile (session-reads.ts), so a role change
 * shows at once. Route gates wait for `settled()`; loading always ends in a state.
 */
class SessionStore {
  private session: Session = { status: 'loading' };
  private listeners = new Set<() => void>();
  private stopReads: (() => void)[] = [];
  private settledWaiters: ((session: Session) => void)[] = [];
  private loadedAuth: ReturnType<typeof loadAuth> | null = null;
  private auth: Auth | null = null;

  constructor() {
    // Rendered at build time or by the served pages' function: nobody's session, so the page renders it
    // loading and Auth is not loaded there.
    if (typeof window === 'undefined') return;
    // Nobody is signed in on this device (Auth keeps its user in localStorage): the visitor is signed
    // out without loading Auth. A sign-in in another tab writes the user there, and this tab follows.
    if (hasStoredUser(localStorage)) void this.firebase();
    else this.set({ status: 'signedOut' });
    window.addEventListener('storage', (event) => {
      if (event.newValue !== null && isStoredUserKey(event.key)) void this.firebase();
    });
  }

  /** Auth, loaded once and followed from then on; signing in and out go through it. */
  firebase(): ReturnType<typeof loadAuth> {
    if (this.loadedAuth) return this.loadedAuth;
    this.loadedAuth = loadAuth();
    this.loadedAuth.then(
      ({ auth, onAuthStateChanged }) => {
        this.auth = auth;
        onAuthStateChanged(auth, (user) => {
          this.stopAllReads();
          if (user) void this.follow(user);
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

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves once we know who is signed in and with which role (route gates wait for this). */
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
    const { auth, signOut, roleKey } = await this.firebase();
    await signOut(auth);
    localStorage.removeItem(roleKey(session.uid));
  }

  /** Starts the reads again after a failure ("try again"). */
  retry(): void {
    const user = this.auth?.currentUser;
    this.stopAllReads();
    if (user) void this.follow(user);
  }

  private async follow(user: User): Promise<void> {
    const { roleOf } = await this.firebase();
    const role = await roleOf(user, false);
    if (this.auth?.currentUser?.uid !== user.uid) return;
    this.set({
      status: 'signedIn',
      uid: user.uid,
      email: user.email ?? '',
      role,
      profile: { status: 'loading' },
    });
    const reads = await import('./session-reads');
    if (this.auth?.currentUser?.uid !== user.uid) return;
    this.stopReads.push(
      reads.watchProfile(user.uid, (profile) => {
        this.patch({ profile });
        const mirrored = profile.status === 'ready' ? profile.profile.role : undefined;
        if (mirrored && mirrored !== this.signedIn()?.role) void this.refreshRole(user);
      }),
    );
  }

  /** The role claim changed on the server (setUserRole mirrors it into the profile): pick it up now. */
  private async refreshRole(user: User): Promise<void> {
    const { roleOf } = await this.firebase();
    this.patch({ role: await roleOf(user, true) });
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
