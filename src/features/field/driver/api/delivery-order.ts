import type { DocumentSnapshot } from 'firebase/firestore';
import type { Order } from '@nyama/domain/orders/order';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';
import { deliveryFirestore } from './load-delivery-firestore';
import type { RoundOrder } from './round';

/** One delivery, live; from the phone's cache when offline (the round's query cached it). */
export function useDeliveryOrder(orderId: string): Live<RoundOrder | null> {
  return useLive(`order:${orderId}`, {
    listen: async (next, fail) => (await deliveryFirestore()).listenDeliveryOrder(orderId, next, fail),
    read: (snapshot: DocumentSnapshot<Order>) => {
      const order = snapshot.data();
      return { data: order ? { ...order, id: snapshot.id } : null, fromCache: snapshot.metadata.fromCache };
    },
    failure: m.field_driver_delivery_failed_to_load(),
  });
}
