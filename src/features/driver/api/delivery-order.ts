import { onSnapshot } from 'firebase/firestore';
import { refs } from '../../../lib/firebase/refs';
import { useLive, type Live } from './live-store';
import type { RoundOrder } from './round';

/** One delivery, live; from the phone's cache when offline (the round's query cached it). */
export function useDeliveryOrder(orderId: string): Live<RoundOrder | null> {
  return useLive(`order:${orderId}`, (emit) =>
    onSnapshot(
      refs.order(orderId),
      (snapshot) => {
        const order = snapshot.data();
        emit.data(order ? { ...order, id: snapshot.id } : null, snapshot.metadata.fromCache);
      },
      () => emit.error('This delivery could not be loaded. It may not be assigned to you.'),
    ),
  );
}
