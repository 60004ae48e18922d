import type { DocumentSnapshot } from 'firebase/firestore';
import type { Order } from '@nyama/domain/orders/order';
import { z } from 'zod/mini';
import { useLive, type Live } from '../../../../lib/live-read';
import { savedCopy } from '../../../../lib/saved-copy';
import { m } from '../../../../paraglide/messages';
import { driverDb } from './driver-db';
import { deliveryFirestore } from './load-delivery-firestore';
import { roundOrderSchema, type RoundOrder } from './round';

/**
 * One delivery, live. The phone's copy of its last answer paints first, before the listener's code (the
 * full Firestore SDK) has loaded (decision 077); then Firestore's cache answers, offline too (the round's
 * query cached it).
 */
export function useDeliveryOrder(orderId: string): Live<RoundOrder | null> {
  const key = `order:${orderId}`;
  return useLive(key, {
    listen: async (next, fail) => (await deliveryFirestore()).listenDeliveryOrder(orderId, next, fail),
    read: (snapshot: DocumentSnapshot<Order>) => {
      const order = snapshot.data();
      return { data: order ? { ...order, id: snapshot.id } : null, fromCache: snapshot.metadata.fromCache };
    },
    failure: m.field_driver_delivery_failed_to_load(),
    saved: savedCopy(driverDb.saved, key, z.nullable(roundOrderSchema)),
  });
}
