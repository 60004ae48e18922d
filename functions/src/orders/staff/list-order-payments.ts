import { CALLABLES } from '../../../../src/domain/callables';
import { paymentViewSchema } from '../../../../src/domain/order-callables';
import { COLLECTIONS } from '../../../../src/domain/paths';
import { paymentSchema } from '../../../../src/domain/payment';
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
