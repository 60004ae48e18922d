import { useLive, type LiveSource } from '../../../../lib/live-read';
import { useSession } from '../../../common/auth/public';
import { currentOrderUnreadable, type CurrentOrder } from './current-order';

const snapshot = () => import('./current-order-snapshot');

/** The order last seen on this device paints first; the live read replaces it once it answers. */
function paintSaved(uid: string, next: (order: CurrentOrder) => void, answered: () => boolean): void {
  void snapshot()
    .then(({ readCurrentOrderSnapshot }) => readCurrentOrderSnapshot(uid))
    .then((order) => {
      if (order && !answered()) next({ status: 'ready', order });
    });
}

/**
 * A signed-in customer's current order: userOrders/{uid}, then the order it points to, live; each answer
 * is kept on the device for the next visit and for offline.
 */
function followed(uid: string): LiveSource<CurrentOrder, CurrentOrder> {
  return {
    listen(next) {
      let answered = false;
      let stop: (() => void) | null = null;
      let stopped = false;
      paintSaved(uid, next, () => answered);
      void import('./current-order-reads').then(({ watchCurrentOrder }) => {
        if (stopped) return;
        stop = watchCurrentOrder(uid, (order) => {
          answered = true;
          next(order);
          if (order.status === 'ready' || order.status === 'none') {
            void snapshot().then(({ saveCurrentOrderSnapshot }) =>
              saveCurrentOrderSnapshot(uid, order.status === 'ready' ? order.order : null),
            );
          }
        });
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    read: (order) => ({ data: order, fromCache: false }),
    failure: currentOrderUnreadable(),
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
  if (session.status === 'loading') return { status: 'loading' };
  if (live.status === 'error') return { status: 'error', message: live.message };
  return live.status === 'ready' ? live.data : { status: 'loading' };
}
