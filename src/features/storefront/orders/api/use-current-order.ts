import { afterFirebaseSdks } from '../../../../lib/firebase/after-sdks';
import { useLive, type LiveSource } from '../../../../lib/live-read';
import { useSession } from '../../../common/auth/public';
import { currentOrderUnreadable, type CurrentOrder } from './current-order';

const snapshot = () => import('./current-order-snapshot');
const reads = afterFirebaseSdks(() => import('./current-order-reads'));

/**
 * A signed-in customer's current order: userOrders/{uid}, then the order it points to, live. The order
 * last seen on this device paints first, before the Firestore SDK has loaded (decision 077), and each
 * answer that is an order, or none, is kept for the next visit and for offline.
 */
function followed(uid: string): LiveSource<CurrentOrder, CurrentOrder> {
  return {
    listen: async (next) => (await reads()).watchCurrentOrder(uid, next),
    read: (order) => ({ data: order, fromCache: false }),
    failure: currentOrderUnreadable(),
    saved: {
      read: async () => {
        const order = await (await snapshot()).readCurrentOrderSnapshot(uid);
        return order && { status: 'ready', order };
      },
      keep: async (order) => {
        if (order.status !== 'ready' && order.status !== 'none') return;
        await (await snapshot()).saveCurrentOrderSnapshot(uid, order.status === 'ready' ? order.order : null);
      },
    },
  };
}

const NONE: LiveSource<CurrentOrder, CurrentOrder> = {
  listen(next) {
    next({ status: 'none' });
    return () => undefined;
  },
  read: (order) => ({ data: order, fromCache: false }),
  failure: currentOrderUnreadable(),
};

/** One value while loading, so a card given it is not rendered again for each render of its page. */
const LOADING: CurrentOrder = { status: 'loading' };

/**
 * The signed-in customer's current order, live. It follows the session (the orders feature reads the
 * session; the session knows nothing of orders): nobody signed in, or a profile still to complete, has
 * none.
 */
export function useCurrentOrder(): CurrentOrder {
  const session = useSession();
  const customer = session.status === 'signedIn' && session.profile.status !== 'missing' ? session.uid : null;
  const [key, source] = customer
    ? [`current-order:${customer}`, followed(customer)]
    : ['current-order:none', NONE];
  const live = useLive(key, source);
  if (session.status === 'loading') return LOADING;
  if (live.status === 'error') return { status: 'error', message: live.message };
  return live.status === 'ready' ? live.data : LOADING;
}
