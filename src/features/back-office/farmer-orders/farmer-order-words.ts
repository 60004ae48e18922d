import type { FarmerOrderStatus } from '@nyama/domain/inventory/farmer-order';
import { m } from '../../../paraglide/messages';

/**
 * The staff's words for the domain's farmer order states, in the page's
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
