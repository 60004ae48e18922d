import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { orderSchema } from '@nyama/domain/orders/order';
import type { Firestore } from 'firebase-admin/firestore';
import { deliveryCodeDocSchema } from '@nyama/domain/delivery/delivery';
import { COLLECTIONS, paths } from '@nyama/domain/kernel/paths';
import { deliveryMovedPush, orderChangedPush, refundPush, statusPush } from '@nyama/domain/orders/push';
import { db } from '../lib/db';
import { NOTIFY_SECRETS, notifyOnce } from '../notify/notify';

/** The order's delivery code, for the customer's "on its way"; none (or unreadable) leaves it out. */
async function deliveryCodeOf(firestore: Firestore, orderId: string): Promise<string | null> {
  const code = deliveryCodeDocSchema.safeParse(
    (await firestore.doc(paths.deliveryCode(orderId)).get()).data(),
  );
  return code.success ? code.data.code : null;
}

/**
 * Tells the customer (by push, or SMS where no push reaches them: notify) when their order is confirmed,
 * paid, weighed (with what is left to pay), out for delivery (with their delivery code) or delivered, when
 * staff changed it, when an Admin moved its delivery to today, and when a refund was sent or failed. A new
 * order counts as moved from `pending`, so one placed already confirmed (pay on delivery) is told too. A
 * trigger may be delivered more than once; the guard document, created before sending, makes each push
 * go out once.
 */
export const onOrderStatusChanged = onDocumentWritten(
  { document: `${COLLECTIONS.orders}/{orderId}`, secrets: NOTIFY_SECRETS },
  async (event) => {
    const after = orderSchema.safeParse(event.data?.after.data());
    if (!after.success) return;
    const order = after.data;
    const orderId = event.params.orderId;
    const before = event.data?.before.exists ? event.data.before : null;
    // Checkout creates an order pending, or confirmed when it is paid on delivery: an order created in any
    // other state, or with refunds or changes, is the demo's seed or a restored backup (decision 063),
    // never news to its customer, who must not be texted for it again.
    if (!before && order.status !== 'confirmed') return;
    const statusBefore = before ? orderSchema.shape.status.safeParse(before.get('status')).data : 'pending';
    const firestore = db();
    const words =
      statusBefore && statusBefore !== order.status
        ? statusPush(
            order,
            order.status === 'outForDelivery' ? await deliveryCodeOf(firestore, orderId) : null,
          )
        : null;
    if (words) {
      const key = `${orderId}-${order.status}-${event.id}`;
      await notifyOnce(
        firestore,
        { key, uid: order.uid, words, purpose: 'orderStatus', orderId },
        { orderId, status: order.status },
      );
    }

    const changedAtMs = order.change?.changedAtMs;
    if (changedAtMs !== undefined && changedAtMs !== before?.get('change.changedAtMs')) {
      await notifyOnce(
        firestore,
        {
          key: `${orderId}-changed-${changedAtMs}`,
          uid: order.uid,
          words: orderChangedPush(order.number, order.totalCents),
          purpose: 'orderChanged',
          orderId,
        },
        { orderId, changedAtMs },
      );
    }

    // Each refund is told once it is sent or failed; the refund's id and final state key its guard.
    const refundsBefore = orderSchema.shape.refunds.safeParse(before?.get('refunds')).data ?? [];
    for (const refund of order.refunds) {
      const was = refundsBefore.find((earlier) => earlier.refundId === refund.refundId)?.state;
      const words = was === refund.state ? null : refundPush(order.number, refund);
      if (!words) continue;
      await notifyOnce(
        firestore,
        {
          key: `${orderId}-refund-${refund.refundId}-${refund.state}`,
          uid: order.uid,
          words,
          purpose: 'refund',
          orderId,
        },
        { orderId, refundId: refund.refundId, state: refund.state },
      );
    }

    const moved = order.moved;
    if (moved && moved.atMs !== before?.get('moved.atMs')) {
      await notifyOnce(
        firestore,
        {
          key: `${orderId}-moved-${moved.atMs}`,
          uid: order.uid,
          words: deliveryMovedPush(order.number, order.slot, moved.reason),
          purpose: 'deliveryMoved',
          orderId,
        },
        { orderId, movedAtMs: moved.atMs },
      );
    }
  },
);
