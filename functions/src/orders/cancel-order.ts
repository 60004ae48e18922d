import { CALLABLES } from '@nyama/domain/callables/registry';
import { orderSchema } from '@nyama/domain/orders/order';
import { customerPoster } from '@nyama/domain/inventory/ledger';
import { paths } from '@nyama/domain/kernel/paths';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { refuse } from '../lib/refuse';
import { releaseOrder } from './release-order';

/** A customer cancels their own order while it is unpaid; paid orders go through a refund instead. */
export const cancelOrder = onContract(CALLABLES.cancelOrder, async ({ orderId }, { uid }) => {
  const firestore = db();
  await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(firestore.doc(paths.order(orderId)));
    if (!snap.exists) throw refuse('not-found', { reason: 'order-missing' });
    const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
    if (order.uid !== uid) throw refuse('permission-denied', { reason: 'cancel-not-yours' });
    if (!releaseOrder(firestore, tx, orderId, order, 'cancelled', Date.now(), customerPoster(uid))) {
      throw refuse('failed-precondition', { reason: 'cancel-too-late' });
    }
  });
  return { orderId, status: 'cancelled' as const };
});
