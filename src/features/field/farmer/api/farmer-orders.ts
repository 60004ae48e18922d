import { limit, onSnapshot, orderBy, query, where, type QuerySnapshot } from 'firebase/firestore';
import type { FarmerAnswerReport } from '@nyama/domain/suppliers/farmer-answer';
import { FARMER_VISIBLE_STATUSES, type FarmerOrder } from '@nyama/domain/inventory/farmer-order';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { refs } from '../../../../lib/firebase/refs';
import { useLive, type Live } from '../../../../lib/live-read';
import { m } from '../../../../paraglide/messages';

export type FarmersOrder = FarmerOrder & { id: string };
/** An answer as the phone sees it: `pending` until the server has acknowledged the write. */
export type SentAnswer = FarmerAnswerReport & { id: string; pending: boolean };

/** How many of their latest answers a farmer sees: a season's worth. */
const ANSWERS_SHOWN = 50;

/**
 * The orders the shop sent the farmer, live, newest change first. Read from the persistent cache first,
 * so after one load with signal the page opens offline too (decision 043).
 */
export function useFarmersOrders(farmerUid: string): Live<ListRead<FarmersOrder>> {
  return useLive(`farmer-orders:${farmerUid}`, {
    listen: (next, fail) =>
      onSnapshot(
        query(
          refs.farmerOrders(),
          where('farmerUid', '==', farmerUid),
          where('status', 'in', FARMER_VISIBLE_STATUSES),
        ),
        next,
        fail,
      ),
    read: (snapshot: QuerySnapshot<FarmerOrder>) => {
      const read = readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
      return {
        data: { ...read, rows: read.rows.sort((a, b) => b.updatedAtMs - a.updatedAtMs) },
        fromCache: snapshot.metadata.fromCache,
      };
    },
    failure: m.field_farmer_orders_failed(),
  });
}

/**
 * The farmer's latest answers with their sync state and outcome: metadata changes are included so the
 * pending mark clears the moment the server acknowledges a write.
 */
export function useSentAnswers(farmerUid: string): Live<SentAnswer[]> {
  return useLive(`farmer-answers:${farmerUid}`, {
    listen: (next, fail) =>
      onSnapshot(
        query(
          refs.farmerAnswers(),
          where('farmerUid', '==', farmerUid),
          orderBy('clientAtMs', 'desc'),
          limit(ANSWERS_SHOWN),
        ),
        { includeMetadataChanges: true },
        next,
        fail,
      ),
    read: (snapshot: QuerySnapshot<FarmerAnswerReport>) => ({
      data: snapshot.docs.map((doc) => ({
        ...doc.data(),
        id: doc.id,
        pending: doc.metadata.hasPendingWrites,
      })),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.field_farmer_answers_failed(),
  });
}
