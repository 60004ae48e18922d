import { queryOptions } from '@tanstack/react-query';
import { getDocs, orderBy, query } from 'firebase/firestore';
import type { DoorException } from '@nyama/domain/delivery/door-collection';
import { refs } from '../../../../lib/firebase/refs';
import { boardKeys } from './order-board';

/**
 * Deliveries left unpaid and not yet settled (decision 057): a small collection of its own, read with the
 * board and refreshed with it (its key sits under the board's).
 */
export const doorExceptionsQuery = () =>
  queryOptions({
    queryKey: [...boardKeys.all(), 'door-exceptions'] as const,
    queryFn: async (): Promise<(DoorException & { orderId: string })[]> => {
      const snapshot = await getDocs(query(refs.doorExceptions(), orderBy('atMs')));
      return snapshot.docs.map((doc) => ({ ...doc.data(), orderId: doc.id }));
    },
  });
