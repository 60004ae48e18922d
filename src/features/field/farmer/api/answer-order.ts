import { doc, setDoc } from 'firebase/firestore';
import { farmerAnswerSchema, type FarmerAnswer } from '@nyama/domain/inventory/farmer-order';
import { refs } from '../../../../lib/firebase/refs';
import { keepRefusedAnswer } from './farmer-db';
import { answerWords } from './farmer-words';

/**
 * Records the farmer's answer as a document whose id is made here, on the phone (decision 043): offline it
 * waits in Firestore's persistent queue and is sent once signal returns; onFarmerAnswer then applies it
 * once. The write is never awaited (offline it would not settle): the page shows it pending from the
 * snapshot, and a refusal by the rules is kept on the phone.
 */
export function answerOrder(
  farmerUid: string,
  order: { id: string; number: string },
  answer: FarmerAnswer,
): string {
  const ref = doc(refs.farmerAnswers());
  const parsed = farmerAnswerSchema.parse(answer);
  const clientAtMs = Date.now();
  setDoc(ref, { ...parsed, orderId: order.id, farmerUid, clientAtMs }).catch(() =>
    keepRefusedAnswer({
      id: ref.id,
      farmerUid,
      orderNumber: order.number,
      what: answerWords(parsed),
      atMs: clientAtMs,
    }),
  );
  return ref.id;
}
