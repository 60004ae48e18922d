import type { Order } from '@nyama/domain/orders/order';
import type { Role } from '@nyama/domain/people/roles';
import type { Profile } from '@nyama/domain/people/user';

/** The customer's own view of an order: with its delivery code, which lives apart from the order. */
export type CustomerOrder = Order & { id: string; deliveryCode: string | null };

export type CurrentOrder =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'ready'; order: CustomerOrder }
  | { status: 'error'; message: string };

export type ProfileState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; profile: Profile }
  | { status: 'error'; message: string };

/**
 * The signed-in session (spec section 4), with the original's flaws fixed: a missing profile is a
 * state the UI acts on (complete it), and every failure is a state with a message, never a spinner.
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
      currentOrder: CurrentOrder;
    };

export type SignedInSession = Extract<Session, { status: 'signedIn' }>;

export function roleOf(session: Session): Role | null {
  return session.status === 'signedIn' ? session.role : null;
}
