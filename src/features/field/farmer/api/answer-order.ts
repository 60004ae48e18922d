import { doc, setDoc } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { describeAnswer } from '@nyama/domain/suppliers/farmer-answer';
import { farmerAnswerSchema, type FarmerAnswer } from '@nyama/domain/inventory/farmer-order';
import { refs } from '../../../../lib/firebase/refs';

/** An answer the rules refused (the order was no longer the farmer's): kept on the phone so it is not lost. */
const refusedAnswersSchema = z.catch(
  z.array(z.object({ id: z.string(), orderNumber: z.string(), what: z.string(), atMs: z.number() })),
  [],
);
type RefusedAnswer = z.infer<typeof refusedAnswersSchema>[number];

const KEY = 'nyama-farmer-refused-answers';
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: RefusedAnswer[] } = { raw: null, list: [] };

function refusedAnswers(): RefusedAnswer[] {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) cached = { raw, list: raw ? refusedAnswersSchema.parse(JSON.parse(raw)) : [] };
  return cached.list;
}

function keepRefused(answer: RefusedAnswer): void {
  localStorage.setItem(KEY, JSON.stringify([answer, ...refusedAnswers()].slice(0, 20)));
  listeners.forEach((listener) => listener());
}

/** The answers refused on this phone, newest first, across reloads. */
export function useRefusedAnswers(): RefusedAnswer[] {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, refusedAnswers);
}

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
    keepRefused({ id: ref.id, orderNumber: order.number, what: describeAnswer(parsed), atMs: clientAtMs }),
  );
  return ref.id;
}
