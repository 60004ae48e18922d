import { onSnapshot, query, where, type QuerySnapshot } from 'firebase/firestore';
import type { DeliveryPhoto } from '@nyama/domain/delivery/delivery-photo';
import { orderRefs } from '../../../../lib/firebase/order-refs';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';

/** The photos the driver took when delivering the customer's order (usually none or one). */
export function useOrderPhotos(uid: string, orderId: string): Live<string[]> {
  return useLive(`order-photos:${uid}:${orderId}`, {
    listen: (next, fail) =>
      onSnapshot(
        query(orderRefs.deliveryPhotos(), where('uid', '==', uid), where('orderId', '==', orderId)),
        next,
        fail,
      ),
    read: (snapshot: QuerySnapshot<DeliveryPhoto>) => ({
      data: snapshot.docs.map((doc) => doc.data().jpeg),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.store_proof_photo_failed(),
  });
}
