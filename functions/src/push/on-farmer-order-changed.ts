import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { farmerOrderSchema } from '@nyama/domain/inventory/farmer-order';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { farmerCounterAnsweredPush, farmerOrderSentPush, farmerPaidPush } from '@nyama/domain/orders/push';
import { db } from '../lib/db';
import { NOTIFY_SECRETS, notifyOnce } from '../notify/notify';

/**
 * Tells a farmer on their phone (push, or SMS: notify) when the shop sends them an order, answers their
 * counter-offer and pays them (decisions 043, 066). The guards are keyed by the order's history and
 * payments, so a trigger delivered twice tells once, and an answer to each counter-offer is told once.
 */
export const onFarmerOrderChanged = onDocumentWritten(
  { document: `${COLLECTIONS.farmerOrders}/{orderId}`, secrets: NOTIFY_SECRETS },
  async (event) => {
    const after = farmerOrderSchema.safeParse(event.data?.after.data());
    if (!after.success || !after.data.farmerUid) return;
    const order = after.data;
    const farmerUid = after.data.farmerUid;
    const orderId = event.params.orderId;
    // Staff create an order as a draft: one created sent, or with payments, is the demo's seed or a restored
    // backup (decision 063), never news to the farmer.
    if (!event.data?.before.exists) return;
    const before = farmerOrderSchema.safeParse(event.data.before.data()).data;
    const firestore = db();
    const answered =
      before?.status === 'countered' && (order.status === 'confirmed' || order.status === 'sent');
    if (answered) {
      await notifyOnce(
        firestore,
        {
          key: `${orderId}-counter-${order.history.length}`,
          uid: farmerUid,
          words: farmerCounterAnsweredPush(order.number, order.status === 'confirmed', order.terms),
          purpose: 'farmerOrder',
          orderId,
        },
        { orderId, status: order.status },
      );
    } else if (order.status === 'sent' && before?.status !== 'sent') {
      await notifyOnce(
        firestore,
        {
          key: `${orderId}-sent-${order.history.length}`,
          uid: farmerUid,
          words: farmerOrderSentPush(order.number, order.terms),
          purpose: 'farmerOrder',
          orderId,
        },
        { orderId, status: order.status },
      );
    }
    for (const [index, payment] of order.payments.entries()) {
      if (index < (before?.payments.length ?? 0)) continue;
      await notifyOnce(
        firestore,
        {
          key: `${orderId}-payment-${index}`,
          uid: farmerUid,
          words: farmerPaidPush(order.number, payment.amountCents, payment.reference),
          purpose: 'farmerPaid',
          orderId,
        },
        { orderId, payment: index },
      );
    }
  },
);
