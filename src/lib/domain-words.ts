import type { DeliveryAction } from '@nyama/domain/delivery/delivery';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import type { RefundState } from '@nyama/domain/orders/refund-state';
import type { MoneyMethod } from '@nyama/domain/payments/shop-day';
import { m } from '../paraglide/messages';

/**
 * The domain's states and kinds in the page's language, for every screen that shows them (decision 072).
 * The domain's own `*_LABEL` tables stay English: the functions, the audit trail and CSV exports write
 * them. Each table is total over its domain type, so a new state does not compile until it has words.
 * The units have a file of their own (unit-words.ts): the home page shows them, and a chunk carries every
 * table of its module.
 */
export const ORDER_STATUS_WORDS: Record<OrderStatus, () => string> = {
  pending: m.status_pending,
  awaitingPayment: m.status_awaiting_payment,
  paymentFailed: m.status_payment_failed,
  confirmed: m.status_confirmed,
  paid: m.status_paid,
  packing: m.status_packing,
  weighed: m.status_weighed,
  outForDelivery: m.status_out_for_delivery,
  deliveryFailed: m.status_delivery_failed,
  delivered: m.status_delivered,
  cancelled: m.status_cancelled,
  expired: m.status_expired,
  refunded: m.status_refunded,
};

export const MONEY_METHOD_WORDS: Record<MoneyMethod, () => string> = {
  mpesa: m.money_mpesa,
  card: m.money_card,
  cashAtDoor: m.money_cash_at_door,
  mpesaAtDoor: m.money_mpesa_at_door,
  paidAtShop: m.money_paid_at_shop,
};

export const REFUND_STATE_WORDS: Record<RefundState, () => string> = {
  requested: m.refund_requested,
  pending: m.refund_pending,
  succeeded: m.refund_succeeded,
  failed: m.refund_failed,
};

export const DELIVERY_ACTION_WORDS: Record<DeliveryAction, () => string> = {
  pickedUp: m.delivery_picked_up,
  arriving: m.delivery_arriving,
  delivered: m.delivery_delivered,
  failed: m.delivery_failed,
};
