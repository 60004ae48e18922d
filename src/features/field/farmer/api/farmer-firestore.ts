import {
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { FarmerAnswerReport } from '@nyama/domain/suppliers/farmer-answer';
import { FARMER_VISIBLE_STATUSES, type FarmerOrder } from '@nyama/domain/inventory/farmer-order';
import { farmerRefs } from '../../../../lib/firebase/farmer-refs';

/**
 * The farmer's page's Firestore reads and writes. A module of its own, loaded once the page has painted
 * from the phone's copies (decision 077), so the full Firestore SDK is not among what the page waits for.
 */

type Fail = (error: unknown) => void;

/** How many of their latest answers a farmer sees: a season's worth. */
const ANSWERS_SHOWN = 50;

/** The orders the shop sent the farmer that the farmer may see. */
export function listenFarmersOrders(
  farmerUid: string,
  next: (snapshot: QuerySnapshot<FarmerOrder>) => void,
  fail: Fail,
): () => void {
  return onSnapshot(
    query(
      farmerRefs.farmerOrders(),
      where('farmerUid', '==', farmerUid),
      where('status', 'in', FARMER_VISIBLE_STATUSES),
    ),
    next,
    fail,
  );
}

/**
 * The farmer's latest answers: metadata changes are included so the pending mark clears the moment the
 * server acknowledges a write.
 */
export function listenSentAnswers(
  farmerUid: string,
  next: (snapshot: QuerySnapshot<FarmerAnswerReport>) => void,
  fail: Fail,
): () => void {
  return onSnapshot(
    query(
      farmerRefs.farmerAnswers(),
      where('farmerUid', '==', farmerUid),
      orderBy('clientAtMs', 'desc'),
      limit(ANSWERS_SHOWN),
    ),
    { includeMetadataChanges: true },
    next,
    fail,
  );
}

/**
 * Writes an answer under an id made on the phone: `written` settles when the server has it (offline, only
 * once signal returns) and fails when the rules refuse it.
 */
export function writeAnswer(report: FarmerAnswerReport): { id: string; written: Promise<void> } {
  const ref = doc(farmerRefs.farmerAnswers());
  return { id: ref.id, written: setDoc(ref, report) };
}
