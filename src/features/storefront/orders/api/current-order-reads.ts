import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import type { DeliveryCodeDoc } from '@nyama/domain/delivery/delivery';
import type { Order } from '@nyama/domain/orders/order';
import { orderRefs } from '../../../../lib/firebase/order-refs';
import { currentOrderUnreadable, type CurrentOrder } from './current-order';
import { m } from '../../../../paraglide/messages';

/** A current order the schema refuses: the customer is told to contact the shop. */
const orderUnreadable = (): CurrentOrder => ({ status: 'error', message: currentOrderUnreadable() });

/**
 * The current order's live reads, after the session's profile (the spec's order: users/{uid}, then
 * userOrders/{uid}, then orders/{orderId}). A module of its own so the Firestore SDK loads only once
 * someone is signed in.
 */
export function watchCurrentOrder(uid: string, onOrder: (order: CurrentOrder) => void): Unsubscribe {
  let stopOrder: Unsubscribe | null = null;
  const fail = () => onOrder({ status: 'error', message: m.store_order_read_failed() });
  const stopPointer = onSnapshot(
    orderRefs.userOrder(uid),
    (pointer) => {
      stopOrder?.();
      stopOrder = null;
      let orderId: string | null;
      try {
        orderId = pointer.exists() ? pointer.data().order : null;
      } catch {
        // A throw here would be lost in Firestore's callback and the order would load forever.
        onOrder(orderUnreadable());
        return;
      }
      if (!orderId) {
        onOrder({ status: 'none' });
        return;
      }
      stopOrder = watchOrder(uid, orderId, onOrder, fail);
    },
    fail,
  );
  return () => {
    stopPointer();
    stopOrder?.();
  };
}

/**
 * The order and its delivery code, which is a document of its own (drivers read orders, not codes).
 * The order shows as soon as it arrives; the code joins it when read (offline it may come from the cache).
 */
function watchOrder(uid: string, orderId: string, onOrder: (order: CurrentOrder) => void, fail: () => void) {
  let order: CurrentOrder | null = null;
  let code: string | null = null;
  const publish = () => {
    if (order?.status === 'ready') onOrder({ ...order, order: { ...order.order, deliveryCode: code } });
    else if (order) onOrder(order);
  };
  const stopOrder = onSnapshot(
    orderRefs.order(orderId),
    (snapshot) => {
      order = readOrder(orderId, () => snapshot.data() ?? null);
      publish();
    },
    fail,
  );
  const stopCode = onSnapshot(
    orderRefs.deliveryCode(orderId),
    (snapshot) => {
      code = readCode(uid, () => snapshot.data() ?? null);
      publish();
    },
    // Without its code the order is still worth showing (its page says the code is not there yet).
    (error) => console.error(error),
  );
  return () => {
    stopOrder();
    stopCode();
  };
}

function readOrder(id: string, read: () => Order | null): CurrentOrder {
  try {
    const order = read();
    return order ? { status: 'ready', order: { ...order, id, deliveryCode: null } } : { status: 'none' };
  } catch {
    return orderUnreadable();
  }
}

function readCode(uid: string, read: () => DeliveryCodeDoc | null): string | null {
  try {
    const doc = read();
    return doc?.uid === uid ? doc.code : null;
  } catch {
    return null;
  }
}
