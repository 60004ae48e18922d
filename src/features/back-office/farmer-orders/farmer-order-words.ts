import type { CARCASS_GRADES, FarmerOrderStatus } from '@nyama/domain/inventory/farmer-order';
import type { RecordedPayment } from '@nyama/domain/inventory/recorded-payment';
import { m } from '../../../paraglide/messages';

/**
 * The staff's words for the domain's farmer order states, grades and payment methods, in the page's
 * language (decision 072); English reads as the domain's tables, which the functions and the audit keep.
 */
export const FARMER_ORDER_STATUS_WORDS: Record<FarmerOrderStatus, () => string> = {
  draft: m.staff_fo_status_draft,
  sent: m.staff_fo_status_sent,
  countered: m.staff_fo_status_countered,
  confirmed: m.staff_fo_status_confirmed,
  declined: m.staff_fo_status_declined,
  delivered: m.staff_fo_status_delivered,
  paid: m.staff_fo_status_paid,
  cancelled: m.staff_fo_status_cancelled,
};

export const GRADE_WORDS: Record<(typeof CARCASS_GRADES)[number], () => string> = {
  premium: m.staff_fo_grade_premium,
  standard: m.staff_fo_grade_standard,
  commercial: m.staff_fo_grade_commercial,
};

export const PAYMENT_METHOD_WORDS: Record<RecordedPayment['method'], () => string> = {
  mpesa: () => 'M-Pesa',
  bank: m.staff_fo_method_bank,
  cash: m.staff_fo_method_cash,
};
