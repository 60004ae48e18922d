import type { QuerySnapshot } from 'firebase/firestore';
import { z } from 'zod/mini';
import { farmerAnswerReportSchema, type FarmerAnswerReport } from '@nyama/domain/suppliers/farmer-answer';
import { farmerOrderSchema, type FarmerOrder } from '@nyama/domain/inventory/farmer-order';
import { readList, type ListRead } from '../../../../lib/firebase/read-list';
import { useLive, type Live } from '../../../../lib/live-read';
import { savedCopy } from '../../../../lib/saved-copy';
import { m } from '../../../../paraglide/messages';
import { farmerDb } from './farmer-db';
import { farmerFirestore } from './load-farmer-firestore';

export type FarmersOrder = FarmerOrder & { id: string };
/** An answer as the phone sees it: `pending` until the server has acknowledged the write. */
export type SentAnswer = FarmerAnswerReport & { id: string; pending: boolean };

/** The orders and the answers as the phone keeps them between visits, checked as they are read back. */
const ordersCopySchema = z.object({
  rows: z.array(z.extend(farmerOrderSchema, { id: z.string() })),
  unreadable: z.number(),
});
const answersCopySchema = z.array(
  z.intersection(farmerAnswerReportSchema, z.object({ id: z.string(), pending: z.boolean() })),
);

/**
 * The orders the shop sent the farmer, live, newest change first. The phone's copy of the last answer
 * paints first; then Firestore's persistent cache answers, so after one load with signal the page opens
 * offline too (decision 043).
 */
export function useFarmersOrders(farmerUid: string): Live<ListRead<FarmersOrder>> {
  const key = `farmer-orders:${farmerUid}`;
  return useLive(key, {
    listen: async (next, fail) => (await farmerFirestore()).listenFarmersOrders(farmerUid, next, fail),
    read: (snapshot: QuerySnapshot<FarmerOrder>) => {
      const read = readList(snapshot.docs, (doc) => ({ ...doc.data(), id: doc.id }));
      return {
        data: { ...read, rows: read.rows.sort((a, b) => b.updatedAtMs - a.updatedAtMs) },
        fromCache: snapshot.metadata.fromCache,
      };
    },
    failure: m.field_farmer_orders_failed(),
    saved: savedCopy(farmerDb.saved, key, ordersCopySchema),
  });
}

/** The farmer's latest answers with their sync state and outcome, newest first. */
export function useSentAnswers(farmerUid: string): Live<SentAnswer[]> {
  const key = `farmer-answers:${farmerUid}`;
  return useLive(key, {
    listen: async (next, fail) => (await farmerFirestore()).listenSentAnswers(farmerUid, next, fail),
    read: (snapshot: QuerySnapshot<FarmerAnswerReport>) => ({
      data: snapshot.docs.map((doc) => ({
        ...doc.data(),
        id: doc.id,
        pending: doc.metadata.hasPendingWrites,
      })),
      fromCache: snapshot.metadata.fromCache,
    }),
    failure: m.field_farmer_answers_failed(),
    saved: savedCopy(farmerDb.saved, key, answersCopySchema),
  });
}
