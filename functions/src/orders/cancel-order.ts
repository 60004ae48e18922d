import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { orderSchema } from '@nyama/domain/orders/order';
import { customerPoster } from '@nyama/domain/inventory/ledger';
import { paths } from '@nyama/domain/kernel/paths';
import { onContract } from '../lib/callable';
import { db, parseDoc } from '../lib/db';
import { releaseOrder } from './release-order';

/** A customer cancels their own order while it is unpaid; paid orders go through a refund instead. */
export const cancelOrder = onContract(CALLABLES.cancelOrder, async ({ orderId }, { uid }) => {
  const firestore = db();
  await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(firestore.doc(paths.order(orderId)));
    if (!snap.exists) throw new HttpsError('not-found', 'There is no such order.');
    const order = parseDoc(orderSchema, snap.data(), snap.ref.path);
    if (order.uid !== uid) throw new HttpsError('permission-denied', 'You can only cancel your own orders.');
    if (!releaseOrder(firestore, tx, orderId, order, 'cancelled', Date.now(), customerPoster(uid))) {
      throw new HttpsError('failed-precondition', 'This order is paid or closed; contact us to change it.');
    }
  });
  return { orderId, status: 'cancelled' as const };
});
