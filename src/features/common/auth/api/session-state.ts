import type { Role } from '@nyama/domain/people/roles';
import type { Profile } from '@nyama/domain/people/user';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; profile: Profile }
  | { status: 'error'; message: string };

/**
 * The signed-in session (spec section 4), with the original's flaws fixed: a missing profile is a
 * state the UI acts on (complete it), and every failure is a state with a message, never a spinner. The
 * customer's current order follows the session from the orders feature.
 */
export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      uid: string;
      email: string;
      role: Role;
      profile: ProfileState;
      /**
       * Started from what this device kept (Auth's stored user, the last role seen) while Auth loads to
       * confirm it (decision 077); Auth's answer replaces it, or signs the person out.
       */
      unconfirmed?: true;
    };

export type SignedInSession = Extract<Session, { status: 'signedIn' }>;

export function roleOf(session: Session): Role | null {
  return session.status === 'signedIn' ? session.role : null;
}
