import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@nyama/domain/kernel/paths';
import { ARRIVING_WORDS, deliveryLockedPush, driverPush } from '@nyama/domain/orders/push';
import { db } from '../lib/db';
import { personName } from '../lib/person-name';
import { notify, NOTIFY_SECRETS } from '../notify/notify';
import { applyDeliveryEvents } from './apply-delivery-events';

/**
 * A driver's report landed (perhaps long after the tap, when the phone found signal): apply it and any
 * earlier ones of the same order. Status changes push the customer through onOrderStatusChanged;
 * "arriving" and a delivery locked by wrong codes change no status, so their pushes are sent here, once,
 * by the call that applied them.
 */
export const onDeliveryEvent = onDocumentCreated(
  { document: `${COLLECTIONS.deliveryEvents}/{eventId}`, secrets: NOTIFY_SECRETS },
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
    const key = (what: string) => `${orderId}-${what}-${event.params.eventId}`;
    if (order && locked) {
      await notify(firestore, {
        key: key('locked'),
        uid: order.uid,
        words: deliveryLockedPush(order.number),
        purpose: 'deliveryLocked',
        orderId,
      });
    }
    const arriving = applied.some(({ event: report }) => report.action === 'arriving');
    if (!order || !arriving || !order.driverId) return;
    const name = (await personName(firestore, order.driverId))?.first ?? null;
    await notify(firestore, {
      key: key('arriving'),
      uid: order.uid,
      words: driverPush(name, (locale) => ARRIVING_WORDS[locale], order.number),
      purpose: 'driverMessage',
      orderId,
    });
  },
);
