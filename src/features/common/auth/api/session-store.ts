import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { DEFAULT_ROLE, roleFromClaims, roleSchema, type Role } from '../../../../domain/roles';
import { auth } from '../../../../lib/firebase/app';
import { readCurrentOrderSnapshot, saveCurrentOrderSnapshot } from './current-order-snapshot';
import type { Session, SignedInSession } from './session-state';

/**
 * Follows the signed-in user through live reads (session-reads.ts), so a role change or an order
 * update shows at once. Route gates wait for `settled()`; loading always ends in a state.
 */
class SessionStore {
  private session: Session = { status: 'loading' };
  private listeners = new Set<() => void>();
  private stopReads: (() => void)[] = [];
  private settledWaiters: ((session: Session) => void)[] = [];
  private followsOrder = false;

  constructor() {
    onAuthStateChanged(auth, (user) => {
      this.stopAllReads();
      if (user) void this.follow(user);
      else this.set({ status: 'signedOut' });
    });
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
   * Spec: log-out first clears the current order, then signs out. On a fresh page (/logout opened
   * directly) it first learns who is signed in, so that user's device data can be removed.
   */
  async signOut(): Promise<void> {
    const session = await this.settled();
    if (session.status !== 'signedIn') return;
    this.patch({ currentOrder: { status: 'none' } });
    this.stopAllReads();
    await signOut(auth);
    // After the user is gone, so no late snapshot writes the order back.
    localStorage.removeItem(roleKey(session.uid));
    await saveCurrentOrderSnapshot(session.uid, null);
  }

  /** Starts the reads again after a failure ("try again"). */
  retry(): void {
    const user = auth.currentUser;
    this.stopAllReads();
    if (user) void this.follow(user);
  }

  private async follow(user: User): Promise<void> {
    const role = await roleOf(user, false);
    if (auth.currentUser?.uid !== user.uid) return;
    this.set({
      status: 'signedIn',
      uid: user.uid,
      email: user.email ?? '',
      role,
      profile: { status: 'loading' },
      currentOrder: { status: 'loading' },
    });
    // Paint the last known current order at once; the live read below replaces it.
    void readCurrentOrderSnapshot(user.uid).then((order) => {
      if (order && this.signedIn()?.currentOrder.status === 'loading') {
        this.patch({ currentOrder: { status: 'ready', order } });
      }
    });
    const reads = await import('./session-reads');
    if (auth.currentUser?.uid !== user.uid) return;
    this.stopReads.push(
      reads.watchProfile(user.uid, (profile) => {
        this.patch({ profile });
        const mirrored = profile.status === 'ready' ? profile.profile.role : undefined;
        if (mirrored && mirrored !== this.signedIn()?.role) void this.refreshRole(user);
        if (profile.status === 'ready' && !this.followsOrder) {
          this.followsOrder = true;
          this.stopReads.push(
            reads.watchCurrentOrder(user.uid, (currentOrder) => {
              this.patch({ currentOrder });
              if (auth.currentUser?.uid !== user.uid) return;
              if (currentOrder.status === 'ready' || currentOrder.status === 'none') {
                void saveCurrentOrderSnapshot(
                  user.uid,
                  currentOrder.status === 'ready' ? currentOrder.order : null,
                );
              }
            }),
          );
        }
        if (profile.status === 'missing') this.patch({ currentOrder: { status: 'none' } });
      }),
    );
  }

  /** The role claim changed on the server (setUserRole mirrors it into the profile): pick it up now. */
  private async refreshRole(user: User): Promise<void> {
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
    this.followsOrder = false;
  }
}

const roleKey = (uid: string) => `nyama-role-${uid}`;

/**
 * The role from the auth token. Offline with an expired token the refresh fails; then the last role seen
 * on this device stands in (a driver must open the round without signal). Rules still decide every read.
 */
async function roleOf(user: User, forceRefresh: boolean): Promise<Role> {
  try {
    const role = roleFromClaims((await user.getIdTokenResult(forceRefresh)).claims);
    localStorage.setItem(roleKey(user.uid), role);
    return role;
  } catch {
    return roleSchema.catch(DEFAULT_ROLE).parse(localStorage.getItem(roleKey(user.uid)));
  }
}

export const sessionStore = new SessionStore();
