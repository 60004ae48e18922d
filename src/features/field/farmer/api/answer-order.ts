import { farmerAnswerSchema, type FarmerAnswer } from '@nyama/domain/inventory/farmer-order';
import { keepRefusedAnswer } from './farmer-db';
import { farmerFirestore } from './load-farmer-firestore';
import { answerWords } from './farmer-words';

/**
 * Records the farmer's answer as a document whose id is made on the phone (decision 043): offline it
 * waits in Firestore's persistent queue and is sent once signal returns; onFarmerAnswer then applies it
 * once. The write is never awaited (offline it would not settle): the page shows it pending from the
 * snapshot, and a refusal by the rules is kept on the phone, as is an answer whose write could not even
 * start (the page's Firestore code did not load, decision 077).
 */
export function answerOrder(farmerUid: string, order: { id: string; number: string }, answer: FarmerAnswer) {
  const parsed = farmerAnswerSchema.parse(answer);
  const clientAtMs = Date.now();
  const refused = (id: string) =>
    keepRefusedAnswer({
      id,
      farmerUid,
      orderNumber: order.number,
      what: answerWords(parsed),
      atMs: clientAtMs,
    });
  farmerFirestore().then(
    ({ writeAnswer }) => {
      const { id, written } = writeAnswer({ ...parsed, orderId: order.id, farmerUid, clientAtMs });
      written.catch(() => refused(id));
    },
    () => refused(`${order.id}-${clientAtMs}`),
  );
}
