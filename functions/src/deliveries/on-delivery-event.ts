import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { deliveryLockedPush, driverPush } from '@nyama/domain/orders/push';
import { db } from '../lib/db';
import { personName } from '../lib/person-name';
import { PUSH_SECRETS } from '../push/params';
import { sendToAccount } from '../push/send';
import { applyDeliveryEvents } from './apply-delivery-events';

const ARRIVING_TEXT = 'Almost at your door with your order.';

/**
 * A driver's report landed (perhaps long after the tap, when the phone found signal): apply it and any
 * earlier ones of the same order. Status changes push the customer through onOrderStatusChanged;
 * "arriving" and a delivery locked by wrong codes change no status, so their pushes are sent here, once,
 * by the call that applied them.
 */
export const onDeliveryEvent = onDocumentCreated(
  { document: `${COLLECTIONS.deliveryEvents}/{eventId}`, secrets: PUSH_SECRETS },
  async (event) => {
    const orderId: unknown = event.data?.get('orderId');
    const firestore = db();
    if (typeof orderId !== 'string' || orderId === '') {
      await event.data?.ref.update({
        outcome: 'rejected',
        outcomeReason: 'This report names no order.',
        processedAtMs: Date.now(),
      });
      return;
    }
    const { order, applied, locked } = await applyDeliveryEvents(firestore, orderId);
    if (order && locked) await sendToAccount(firestore, order.uid, deliveryLockedPush(order.number));
    const arriving = applied.some(({ event: report }) => report.action === 'arriving');
    if (!order || !arriving || !order.driverId) return;
    const name = (await personName(firestore, order.driverId))?.first ?? null;
    await sendToAccount(firestore, order.uid, driverPush(name, ARRIVING_TEXT, order.number));
  },
);
