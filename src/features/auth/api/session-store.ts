import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import type { Order } from '../../../domain/order';
import { DEFAULT_ROLE, roleFromClaims, roleSchema, type Role } from '../../../domain/roles';
import type { Profile } from '../../../domain/user';
import { auth } from '../../../lib/firebase/app';
import { refs } from '../../../lib/firebase/refs';
import type { CurrentOrder, ProfileState, Session, SignedInSession } from './session-state';

const READ_FAILED = 'We could not load your account. Check your connection and try again.';

/**
 * Follows the signed-in user: users/{uid}, then userOrders/{uid}, then orders/{orderId} (the spec's
 * order of reads), all as live listeners so a role change or an order update shows at once.
 */
class SessionStore {
  private session: Session = { status: 'loading' };
  private listeners = new Set<() => void>();
  private stopReads: Unsubscribe[] = [];
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

  /** Spec: log-out first clears the current order, then signs out. */
  async signOut(): Promise<void> {
    if (this.session.status === 'signedIn') {
      this.patch({ currentOrder: { status: 'none' } });
      localStorage.removeItem(roleKey(this.session.uid));
    }
    this.stopAllReads();
    await signOut(auth);
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
    this.stopReads.push(
      onSnapshot(
        refs.user(user.uid),
        (snapshot) => {
          const profile = readProfile(() => (snapshot.exists() ? snapshot.data() : null));
          this.patch({ profile });
          if (
            profile.status === 'ready' &&
            profile.profile.role &&
            profile.profile.role !== this.signedIn()?.role
          ) {
            void this.refreshRole(user);
          }
          if (profile.status === 'ready' && !this.followsOrder) this.followCurrentOrder(user.uid);
          if (profile.status === 'missing') this.patch({ currentOrder: { status: 'none' } });
        },
        () => this.patch({ profile: { status: 'error', message: READ_FAILED } }),
      ),
    );
  }

  private followCurrentOrder(uid: string): void {
    this.followsOrder = true;
    let stopOrder: Unsubscribe | null = null;
    const fail = () => this.patch({ currentOrder: { status: 'error', message: READ_FAILED } });
    this.stopReads.push(
      onSnapshot(
        refs.userOrder(uid),
        (pointer) => {
          stopOrder?.();
          stopOrder = null;
          const orderId = pointer.exists() ? pointer.data().order : null;
          if (!orderId) {
            this.patch({ currentOrder: { status: 'none' } });
            return;
          }
          stopOrder = onSnapshot(
            refs.order(orderId),
            (snapshot) => this.patch({ currentOrder: readOrder(orderId, () => snapshot.data() ?? null) }),
            fail,
          );
        },
        fail,
      ),
      () => stopOrder?.(),
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

function readProfile(read: () => Profile | null): ProfileState {
  try {
    const profile = read();
    return profile ? { status: 'ready', profile } : { status: 'missing' };
  } catch {
    // A document without the profile fields (e.g. only the role mirror) still needs completing.
    return { status: 'missing' };
  }
}

function readOrder(id: string, read: () => Order | null): CurrentOrder {
  try {
    const order = read();
    return order ? { status: 'ready', order: { ...order, id } } : { status: 'none' };
  } catch {
    return { status: 'error', message: 'Your current order could not be read. Please contact us.' };
  }
}

export const sessionStore = new SessionStore();
