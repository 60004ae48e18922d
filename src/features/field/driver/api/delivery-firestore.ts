import {
  doc,
  onSnapshot,
  query,
  setDoc,
  where,
  type DocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { DeliveryEvent } from '@nyama/domain/delivery/delivery';
import type { DeliveryPhoto } from '@nyama/domain/delivery/delivery-photo';
import type { Order } from '@nyama/domain/orders/order';
import type { PushRequest } from '@nyama/domain/orders/push';
import { orderRefs } from '../../../../lib/firebase/order-refs';

/**
 * A delivery's and its customer-message page's Firestore reads and writes. A module of its own, loaded
 * after the page has painted (decision 077), like the round's: the full SDK is not among what the pages
 * wait for.
 */

type Fail = (error: unknown) => void;

/** One delivery, live; from the phone's cache when offline (the round's query cached it). */
export const listenDeliveryOrder = (
  orderId: string,
  next: (snapshot: DocumentSnapshot<Order>) => void,
  fail: Fail,
) => onSnapshot(orderRefs.order(orderId), next, fail);

/** The driver's photos of one delivery. */
export const listenDeliveryPhotos = (
  driverId: string,
  orderId: string,
  next: (snapshot: QuerySnapshot<DeliveryPhoto>) => void,
  fail: Fail,
) =>
  onSnapshot(
    query(orderRefs.deliveryPhotos(), where('driverId', '==', driverId), where('orderId', '==', orderId)),
    next,
    fail,
  );

/** The driver's messages since `sinceMs`, with metadata changes so the pending mark clears on the ack. */
export const listenSentMessages = (
  driverId: string,
  sinceMs: number,
  next: (snapshot: QuerySnapshot<PushRequest>) => void,
  fail: Fail,
) =>
  onSnapshot(
    query(orderRefs.pushRequests(), where('driverId', '==', driverId), where('clientAtMs', '>=', sinceMs)),
    { includeMetadataChanges: true },
    next,
    fail,
  );

/** A write whose id is made on the phone, and its promise, which settles only once the server has it. */
type Queued = { id: string; written: Promise<void> };

/** A report of a tap, and its photo as a second write under the report's id. */
export function writeReport(
  report: DeliveryEvent,
  photo: DeliveryPhoto | null,
): { report: Queued; photo: Queued | null } {
  const ref = doc(orderRefs.deliveryEvents());
  return {
    report: { id: ref.id, written: setDoc(ref, report) },
    photo: photo && { id: `${ref.id}-photo`, written: setDoc(orderRefs.deliveryPhoto(ref.id), photo) },
  };
}

/** A message to the customer, queued like a report. */
export function writeMessage(request: PushRequest): Queued {
  const ref = doc(orderRefs.pushRequests());
  return { id: ref.id, written: setDoc(ref, request) };
}
