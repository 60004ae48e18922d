import type { FarmerAnswer, FarmerOrderStatus } from '@nyama/domain/inventory/farmer-order';
import { m } from '../../../../paraglide/messages';

/**
 * The farmer's page's words for the domain's states and kinds, in the page's language (decision 072).
 * Grades and payment methods are everyone's (src/lib/farmer-order-words.ts).
 */
export const FARMER_ORDER_STATUS_WORDS: Record<FarmerOrderStatus, () => string> = {
  draft: () => m.field_farmer_status_draft(),
  sent: () => m.field_farmer_status_sent(),
  countered: () => m.field_farmer_status_countered(),
  confirmed: () => m.field_farmer_status_confirmed(),
  declined: () => m.field_farmer_status_declined(),
  delivered: () => m.field_farmer_status_delivered(),
  paid: () => m.field_farmer_status_paid(),
  cancelled: () => m.field_farmer_status_cancelled(),
};

/** How the farmer's page names an answer ("Confirmed", "Offered 6 head on 2026-12-03"), as describeAnswer does. */
export function answerWords(answer: FarmerAnswer): string {
  switch (answer.answer) {
    case 'confirm':
      return m.field_farmer_answered_confirm();
    case 'decline':
      return m.field_farmer_answered_decline({ reason: answer.reason });
    case 'counter':
      return m.field_farmer_answered_counter({
        head: answer.counter.head,
        date: answer.counter.deliveryDate,
      });
  }
}
