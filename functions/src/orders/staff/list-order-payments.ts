import { CALLABLES } from '@nyama/domain/callables/registry';
import { paymentViewSchema } from '@nyama/domain/callables/order-callables';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { paymentSchema } from '@nyama/domain/payments/payment';
import { onContract } from '../../lib/callable';
import { db, parseDoc } from '../../lib/db';

/** Admin: an order's payment attempts, oldest first, as the order page lists them. */
export const listOrderPayments = onContract(CALLABLES.listOrderPayments, async ({ orderId }) => {
  const snap = await db().collection(COLLECTIONS.payments).where('orderId', '==', orderId).get();
  const payments = snap.docs
    .map((doc) => {
      const { callbackSecret: _secret, ...view } = parseDoc(paymentSchema, doc.data(), doc.ref.path);
      return paymentViewSchema.parse({ ...view, paymentId: doc.id });
    })
    .sort((a, b) => a.createdAtMs - b.createdAtMs);
  return { payments };
});
