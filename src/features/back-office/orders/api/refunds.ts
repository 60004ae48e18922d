import { onSnapshot, query, where, type QuerySnapshot } from 'firebase/firestore';
import type { Refund } from '@nyama/domain/payments/refund';
import { refs } from '../../../../lib/firebase/refs';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';

export type OrderRefund = Refund & { id: string };

/**
 * An order's refunds as they move (requested, pending, then succeeded or failed), oldest first; the
 * Admin's view (the rules let a customer list only with uid == their own).
 */
export function useOrderRefunds(orderId: string): Live<OrderRefund[]> {
  return useLive(`order-refunds:${orderId}`, {
    listen: (next, fail) => onSnapshot(query(refs.refunds(), where('orderId', '==', orderId)), next, fail),
    read: (snapshot: QuerySnapshot<Refund>) => ({
      // Sorted here rather than by the query, so it needs no composite index.
      data: snapshot.docs
        .map((doc) => ({ ...doc.data(), id: doc.id }))
        .sort((a, b) => a.createdAtMs - b.createdAtMs),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.staff_refunds_not_loaded(),
  });
}
