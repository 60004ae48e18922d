import { z } from 'zod/mini';

/**
 * The order's life, defined once: functions enforce it, rules forbid clients from skipping it,
 * screens draw the timeline from it. See docs/decisions/004-order-states.md.
 */
export const ORDER_STATUSES = [
  'pending',
  'awaitingPayment',
  'paymentFailed',
  'confirmed',
  'paid',
  'packing',
  'weighed',
  'outForDelivery',
  'deliveryFailed',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['awaitingPayment', 'confirmed', 'cancelled', 'expired'],
  awaitingPayment: ['paid', 'paymentFailed', 'cancelled', 'expired'],
  paymentFailed: ['awaitingPayment', 'cancelled', 'expired'],
  // Placed by staff to be paid at the door (docs/decisions/017-phone-orders.md): it never expires.
  confirmed: ['packing', 'cancelled'],
  paid: ['packing', 'refunded'],
  packing: ['weighed', 'refunded'],
  weighed: ['outForDelivery', 'refunded'],
  outForDelivery: ['delivered', 'deliveryFailed'],
  deliveryFailed: ['outForDelivery', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  expired: [],
  refunded: [],
};

/** Waiting for the customer's money: the states an unpaid order can expire from. */
export const UNPAID_STATUSES = ORDER_STATUSES.filter((status) => canTransition(status, 'expired'));

/**
 * Accepted (paid, or confirmed to be paid on delivery) and not yet delivered: on its way to the customer,
 * so the driver may still message them and an Admin may give it to (or take it from) a driver (a failed
 * delivery goes out again).
 */
export const TO_DELIVER_STATUSES = [
  'confirmed',
  'paid',
  'packing',
  'weighed',
  'outForDelivery',
  'deliveryFailed',
] as const satisfies OrderStatus[];

/**
 * Accepted and still at the shop (or back from a failed delivery): staff may call it off, refunding what
 * was paid; a confirmed order, paid nothing yet, ends cancelled.
 */
export const STAFF_CANCELLABLE_STATUSES = [
  'confirmed',
  'paid',
  'packing',
  'weighed',
  'deliveryFailed',
] as const satisfies OrderStatus[];

/**
 * Before packing, staff may change an order's lines, window, address or delivery fee
 * (docs/decisions/018-changing-orders.md): paid or confirmed (to pay on delivery) and not yet packed, or
 * unpaid with no payment prompt in flight (awaitingPayment is not here: the customer may still pay a
 * prompt for the old amount).
 */
export const CHANGEABLE_STATUSES = [
  'pending',
  'paymentFailed',
  'paid',
  'confirmed',
] as const satisfies OrderStatus[];

export const isUnpaid = (status: OrderStatus) => UNPAID_STATUSES.includes(status);
export const isStaffCancellable = (status: OrderStatus) =>
  (STAFF_CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status);
export const isChangeable = (status: OrderStatus) =>
  (CHANGEABLE_STATUSES as readonly OrderStatus[]).includes(status);
export const isToDeliver = (status: OrderStatus) =>
  (TO_DELIVER_STATUSES as readonly OrderStatus[]).includes(status);

/** An order not paid within this time expires and gives back its stock, slot and coupon use. */
export const UNPAID_ORDER_LIFETIME_MS = 30 * 60_000;

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isFinal(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** An order still "current" for the customer: they can pay it, follow it or wait for it. */
export function isOpen(status: OrderStatus): boolean {
  return !isFinal(status) && status !== 'delivered';
}

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  awaitingPayment: 'Awaiting payment',
  paymentFailed: 'Payment failed',
  confirmed: 'Confirmed (pay on delivery)',
  paid: 'Paid',
  packing: 'Packing',
  weighed: 'Weighed',
  outForDelivery: 'Out for delivery',
  deliveryFailed: 'Delivery failed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};
