import type { CARCASS_GRADES } from '@nyama/domain/inventory/farmer-order';
import type { RecordedPayment } from '@nyama/domain/inventory/recorded-payment';
import { m } from '../paraglide/messages';

/**
 * A farmer's delivery's grade and how they were paid, in the page's language, for the farmer's page and
 * the staff's farmer orders alike (decision 072). The orders' states are each audience's own: the farmer
 * reads "awaiting your answer" where staff read "sent to the farmer".
 */
export const GRADE_WORDS: Record<(typeof CARCASS_GRADES)[number], () => string> = {
  premium: m.grade_premium,
  standard: m.grade_standard,
  commercial: m.grade_commercial,
};

export const PAYMENT_METHOD_WORDS: Record<RecordedPayment['method'], () => string> = {
  mpesa: m.money_mpesa,
  bank: m.paid_by_bank,
  cash: m.paid_by_cash,
};
