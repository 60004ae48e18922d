import { z } from 'zod/mini';
import { farmerAnswerSchema, type FarmerAnswer, type FarmerOrder } from '../inventory/farmer-order';

/**
 * farmerAnswers/{answerId}: a farmer's answer to an order, written on the phone with an id made there and
 * queued by Firestore while offline; the onFarmerAnswer function applies it once and alone writes its
 * outcome (docs/decisions/043-farmer-page-offline.md, as decision 007 does for drivers' reports).
 */
export const FARMER_ANSWER_OUTCOMES = ['applied', 'duplicate', 'rejected'] as const;

export const farmerAnswerReportSchema = z.intersection(
  farmerAnswerSchema,
  z.object({
    orderId: z.string().check(z.minLength(1)),
    farmerUid: z.string().check(z.minLength(1)),
    /** The phone's clock when the farmer answered: shown, never trusted for order. */
    clientAtMs: z.int(),
    outcome: z.optional(z.enum(FARMER_ANSWER_OUTCOMES)),
    outcomeReason: z.optional(z.nullable(z.string())),
    processedAtMs: z.optional(z.int()),
  }),
);
export type FarmerAnswerReport = z.infer<typeof farmerAnswerReportSchema>;

/** The status an answer leads to: an answer whose effect is already there is a duplicate, not an error. */
const LEADS_TO: Record<FarmerAnswer['answer'], FarmerOrder['status']> = {
  confirm: 'confirmed',
  decline: 'declined',
  counter: 'countered',
};

export function isAnswerAlreadyApplied(
  order: Pick<FarmerOrder, 'status' | 'counter'>,
  answer: FarmerAnswer,
): boolean {
  if (order.status !== LEADS_TO[answer.answer]) return false;
  // A second, different counter-offer is not the first one sent twice.
  return (
    answer.answer !== 'counter' ||
    (order.counter?.head === answer.counter.head &&
      order.counter.deliveryDate === answer.counter.deliveryDate)
  );
}

/** How the farmer's screen names an answer: "Confirmed", "Declined", "Offered 6 head on 2026-12-03". */
export function describeAnswer(answer: FarmerAnswer): string {
  switch (answer.answer) {
    case 'confirm':
      return 'Confirmed';
    case 'decline':
      return `Declined: ${answer.reason}`;
    case 'counter':
      return `Offered ${answer.counter.head} head on ${answer.counter.deliveryDate}`;
  }
}
