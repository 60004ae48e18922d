import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import type { Order } from '../../../domain/order';
import type { Profile } from '../../../domain/user';
import { refs } from '../../../lib/firebase/refs';
import type { CurrentOrder, ProfileState } from './session-state';

/**
 * The signed-in session's live reads, in the spec's order: users/{uid}, then userOrders/{uid}, then
 * orders/{orderId}. A module of its own so the Firestore SDK loads only once someone is signed in.
 */
const READ_FAILED = 'We could not load your account. Check your connection and try again.';
const ORDER_UNREADABLE: CurrentOrder = {
  status: 'error',
  message: 'Your current order could not be read. Please contact us.',
};

export function watchProfile(uid: string, onProfile: (profile: ProfileState) => void): Unsubscribe {
  return onSnapshot(
    refs.user(uid),
    (snapshot) => onProfile(readProfile(() => (snapshot.exists() ? snapshot.data() : null))),
    () => onProfile({ status: 'error', message: READ_FAILED }),
  );
}

export function watchCurrentOrder(uid: string, onOrder: (order: CurrentOrder) => void): Unsubscribe {
  let stopOrder: Unsubscribe | null = null;
  const fail = () => onOrder({ status: 'error', message: READ_FAILED });
  const stopPointer = onSnapshot(
    refs.userOrder(uid),
    (pointer) => {
      stopOrder?.();
      stopOrder = null;
      let orderId: string | null;
      try {
        orderId = pointer.exists() ? pointer.data().order : null;
      } catch {
        // A throw here would be lost in Firestore's callback and the order would load forever.
        onOrder(ORDER_UNREADABLE);
        return;
      }
      if (!orderId) {
        onOrder({ status: 'none' });
        return;
      }
      stopOrder = onSnapshot(
        refs.order(orderId),
        (snapshot) => onOrder(readOrder(orderId, () => snapshot.data() ?? null)),
        fail,
      );
    },
    fail,
  );
  return () => {
    stopPointer();
    stopOrder?.();
  };
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
    return ORDER_UNREADABLE;
  }
}
