import type { Item } from '@nyama/domain/catalogue/catalog';
import type { DeliveryOutcome } from '@nyama/domain/delivery/delivery';
import { formatWeight } from '@nyama/domain/kernel/weight';
import type { PaymentState } from '@nyama/domain/payments/payment';
import { m } from '../../../../paraglide/messages';

/** A payment attempt's state, as the order's payments and the board show it (decision 072). */
export const PAYMENT_STATE_WORDS: Record<PaymentState, () => string> = {
  initiated: m.staff_payment_initiated,
  pending: m.staff_payment_pending,
  unknown: m.staff_payment_unknown,
  succeeded: m.staff_payment_succeeded,
  failed: m.staff_payment_failed,
};

/** What the function made of a driver's report. */
export const DELIVERY_OUTCOME_WORDS: Record<DeliveryOutcome, () => string> = {
  applied: m.staff_report_applied,
  duplicate: m.staff_report_duplicate,
  rejected: m.staff_report_rejected,
};

/** An ordered quantity as it reads: a weight for per-kg items, a count for the rest. */
export function quantityWords(item: Pick<Item, 'unit'>, quantity: number): string {
  if (item.unit === 'kg') return formatWeight(quantity);
  return item.unit === 'piece'
    ? m.staff_quantity_pieces({ count: quantity })
    : m.staff_quantity_packs({ count: quantity });
}

/** Whether the driver's message to the customer went out. */
export const MESSAGE_OUTCOME_WORDS: Record<'sent' | 'refused', () => string> = {
  sent: m.staff_message_sent,
  refused: m.staff_message_refused,
};
