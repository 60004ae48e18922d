import type { QuerySnapshot } from 'firebase/firestore';
import type { DeliveryPhoto } from '@nyama/domain/delivery/delivery-photo';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';
import { deliveryFirestore } from './load-delivery-firestore';

/** The driver's photos of one delivery, keyed by the id of the report they prove; from the cache offline. */
export function useDeliveryPhotos(driverId: string, orderId: string): Live<Map<string, DeliveryPhoto>> {
  return useLive(`photos:${driverId}:${orderId}`, {
    listen: async (next, fail) =>
      (await deliveryFirestore()).listenDeliveryPhotos(driverId, orderId, next, fail),
    read: (snapshot: QuerySnapshot<DeliveryPhoto>) => ({
      data: new Map(snapshot.docs.map((doc) => [doc.id, doc.data()])),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.field_driver_photos_failed(),
  });
}
