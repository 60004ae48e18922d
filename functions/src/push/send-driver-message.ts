import type { Firestore } from 'firebase-admin/firestore';
import { orderSchema, type Order } from '@nyama/domain/orders/order';
import { isToDeliver } from '@nyama/domain/kernel/order-status';
import { paths } from '@nyama/domain/kernel/paths';
import {
  driverMessageText,
  driverPush,
  pushRequestSchema,
  type PushRequest,
} from '@nyama/domain/orders/push';
import { parseDoc } from '../lib/db';
import { personName } from '../lib/person-name';
import { notify } from '../notify/notify';

/** A driver may message the customer of a delivery of theirs that is not finished. */

type DriverMessageResult =
  { outcome: 'sent'; sentCount: number } | { outcome: 'refused'; reason: string } | { outcome: 'unchanged' };

type Claim =
  | { kind: 'send'; order: Order; orderId: string; driverId: string; request: PushRequest }
  | { kind: 'refused'; reason: string }
  | null;

/**
 * Sends a driver's queued message once: a transaction claims the request (writes its outcome) before
 * anything is sent, so a second delivery of the trigger finds it claimed and sends nothing.
 */
export async function sendDriverMessage(
  firestore: Firestore,
  requestId: string,
  nowMs = Date.now(),
): Promise<DriverMessageResult> {
  const requestRef = firestore.doc(paths.pushRequest(requestId));
  const claim = await firestore.runTransaction(async (tx): Promise<Claim> => {
    const snap = await tx.get(requestRef);
    if (!snap.exists || snap.get('outcome') !== undefined) return null;
    const refuse = (reason: string): Claim => {
      tx.update(requestRef, { outcome: 'refused', reason, processedAtMs: nowMs });
      return { kind: 'refused', reason };
    };
    const parsed = pushRequestSchema.safeParse(snap.data());
    if (!parsed.success) return refuse('This message is not valid.');
    const request = parsed.data;
    const orderSnap = await tx.get(firestore.doc(paths.order(request.orderId)));
    if (!orderSnap.exists) return refuse('There is no such order.');
    const order = parseDoc(orderSchema, orderSnap.data(), orderSnap.ref.path);
    if (order.driverId === null || order.driverId !== request.driverId) {
      return refuse('This delivery is not assigned to you.');
    }
    if (!isToDeliver(order.status)) return refuse('This delivery is finished.');
    if (!driverMessageText(request)) return refuse('Write a message.');
    tx.update(requestRef, { outcome: 'sent', reason: null, processedAtMs: nowMs });
    return { kind: 'send', order, orderId: request.orderId, driverId: order.driverId, request };
  });
  if (claim === null) return { outcome: 'unchanged' };
  if (claim.kind === 'refused') return { outcome: 'refused', reason: claim.reason };

  const name = (await personName(firestore, claim.driverId))?.first ?? null;
  const { push } = await notify(firestore, {
    key: `driver-message-${requestId}`,
    uid: claim.order.uid,
    words: driverPush(name, (locale) => driverMessageText(claim.request, locale), claim.order.number),
    purpose: 'driverMessage',
    orderId: claim.orderId,
  });
  const sentCount = push?.sent ?? 0;
  await requestRef.update({ sentCount });
  return { outcome: 'sent', sentCount };
}
