import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { lineWeightSchema } from '../orders/catch-weight';
import { defineCallable } from './callable-contract';
import { orderIdField as orderId } from './fields';
import { moveToTodayFieldsSchema } from '../delivery/delivery-day';
import { resolveDoorUnpaidFieldsSchema } from '../delivery/door-collection';
import { orderChangeFieldsSchema } from '../orders/order-change';
import { orderStatusSchema } from '../kernel/order-status';
import { paymentSchema } from '../payments/payment';
import { settlementSchema } from '../orders/settlement';
import { deliverySlotSchema } from '../delivery/slots';
import { REFUND_REASON_MAX, REFUND_REASON_MIN, refundStateSchema } from '../payments/refund';
import type { CallableResult } from './callable-contract';

/**
 * A payment attempt as staff see it: everything but the secret part of its callback URL and
 * reconciliation's bookkeeping (askAtMs, asks).
 */
export const paymentViewSchema = z.extend(
  z.omit(paymentSchema, { callbackSecret: true, askAtMs: true, asks: true }),
  { paymentId: z.string() },
);
export type PaymentView = z.infer<typeof paymentViewSchema>;

const butcherId = z.string({ error: 'Choose the butcher' }).check(z.minLength(1, 'Choose the butcher'));

/** Admin: gives paid orders (one, or many at once from the board) to a driver, or takes them back (`driverId: null`). */
export const assignDriverInput = z.object({
  orderIds: z
    .array(z.string().check(z.minLength(1)))
    .check(z.minLength(1, 'Choose at least one order'), z.maxLength(50, 'Assign at most 50 orders at once')),
  driverId: z.nullable(z.string().check(z.minLength(1))),
});
export type AssignDriverInput = z.infer<typeof assignDriverInput>;

/**
 * Admin: gives money back on a payment (part or all of it). `requestId` is made once per refund dialog
 * (crypto.randomUUID()): a retried call returns the first call's refund instead of refunding again.
 */
export const refundPaymentInput = z.object({
  paymentId: z.string().check(z.minLength(1, 'Choose the payment to refund')),
  // Whole cents above 0 is the refund's own rule (refundRefusal): refused as data the screen words.
  amountCents: z.number(),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(REFUND_REASON_MIN, 'Say why the money goes back (the customer sees it)'),
      z.maxLength(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters`),
    ),
  requestId: z.uuid(),
});
export type RefundPaymentInput = z.infer<typeof refundPaymentInput>;

/** The back office's actions on an order; each follows the order state machine and is audited. */
export const ORDER_CALLABLES = {
  assignDriver: defineCallable({
    name: 'assignDriver',
    action: 'assign drivers',
    roles: AREAS.admin,
    input: assignDriverInput,
    output: z.object({ orderIds: z.array(z.string()), driverId: z.nullable(z.string()) }),
  }),
  refundPayment: defineCallable({
    name: 'refundPayment',
    action: 'refund payments',
    roles: AREAS.admin,
    input: refundPaymentInput,
    output: z.object({ refundId: z.string().check(z.minLength(1)), state: refundStateSchema }),
  }),
  startPacking: defineCallable({
    name: 'startPacking',
    action: 'pack orders',
    roles: AREAS.admin,
    input: z.object({ orderId, butcherId }),
    output: z.object({ orderId: z.string(), status: orderStatusSchema }),
  }),
  recordWeights: defineCallable({
    name: 'recordWeights',
    action: 'weigh orders',
    roles: AREAS.admin,
    input: z.object({
      orderId,
      butcherId,
      weights: z.array(lineWeightSchema).check(z.maxLength(50)),
    }),
    output: z.object({
      orderId: z.string(),
      /** Null for an order that received no money: the driver collects its weighed total. */
      settlement: z.nullable(settlementSchema),
      settleCents: z.int().check(z.nonnegative()),
      finalTotalCents: z.int().check(z.nonnegative()),
      /** The refund of an overpayment, once asked of the provider; null when none was (or could be). */
      refundId: z.nullable(z.string()),
    }),
  }),
  /** Every payment attempt of an order, without the callback secrets (payments/ stays closed to clients). */
  listOrderPayments: defineCallable({
    name: 'listOrderPayments',
    action: 'read payments',
    roles: AREAS.admin,
    input: z.object({ orderId }),
    output: z.object({ payments: z.array(paymentViewSchema) }),
  }),
  /**
   * An accepted order that will not be delivered: its stock, slot and coupon use given back; a paid one is
   * refunded in full, a confirmed one (to be paid on delivery) simply ends cancelled.
   */
  cancelPaidOrder: defineCallable({
    name: 'cancelPaidOrder',
    action: 'cancel accepted orders',
    roles: AREAS.admin,
    input: z.object({
      orderId,
      reason: z
        .string()
        .check(
          z.trim(),
          z.minLength(3, 'Say why the order is cancelled (the customer sees it)'),
          z.maxLength(200, 'Keep the reason under 200 characters'),
        ),
    }),
    output: z.object({
      orderId: z.string(),
      status: orderStatusSchema,
      /** The refund of the first payment (each payment the order received is refunded); null when none could be asked for (staff send it from the order's refunds). */
      refundId: z.nullable(z.string()),
    }),
  }),
  /**
   * Before packing: the order's lines, window, address or delivery fee as staff set them, repriced by the
   * domain; a paid order's difference is left due or refunded (docs/decisions/018-changing-orders.md).
   */
  changeOrder: defineCallable({
    name: 'changeOrder',
    action: 'change orders',
    roles: AREAS.admin,
    input: z.extend(orderChangeFieldsSchema, { orderId }),
    output: z.object({
      orderId: z.string(),
      totalCents: z.int().check(z.nonnegative()),
      /** Null for an order not paid yet: it is simply repriced. */
      settlement: z.nullable(settlementSchema),
      settleCents: z.int().check(z.nonnegative()),
      /** The refund of what the change made too much, once asked of the provider; null when none was (or could be). */
      refundId: z.nullable(z.string()),
    }),
  }),
  /** An M-Pesa prompt on the customer's phone for the balance a change or the scale left due. */
  requestBalancePayment: defineCallable({
    name: 'requestBalancePayment',
    action: 'ask customers for a balance',
    roles: AREAS.admin,
    input: z.object({ orderId }),
    output: z.object({ paymentId: z.string().check(z.minLength(1)), customerMessage: z.string() }),
  }),
  /**
   * A delivery locked by wrong codes (decision 027) takes codes again, the count started afresh: the shop
   * has spoken to the customer. The attempts stay on the order.
   */
  unlockDelivery: defineCallable({
    name: 'unlockDelivery',
    action: 'unlock deliveries',
    roles: AREAS.admin,
    input: z.object({
      orderId,
      reason: z
        .string()
        .check(
          z.trim(),
          z.minLength(3, 'Say why the delivery is unlocked (e.g. who you spoke to)'),
          z.maxLength(200, 'Keep the reason under 200 characters'),
        ),
    }),
    output: z.object({ orderId: z.string() }),
  }),
  /**
   * An order for a later day goes out today: moved to one of today's windows, its slot counters moved
   * with it, the customer told with the reason (docs/decisions/057-a-shop-day-that-balances.md).
   */
  moveDeliveryToToday: defineCallable({
    name: 'moveDeliveryToToday',
    action: 'move deliveries to today',
    roles: AREAS.admin,
    input: z.extend(moveToTodayFieldsSchema, { orderId }),
    output: z.object({ orderId: z.string(), slot: deliverySlotSchema }),
  }),
  /**
   * A delivery left unpaid is settled: the customer brought the money to the shop, or the shop writes it
   * off; it leaves the exceptions (docs/decisions/057-a-shop-day-that-balances.md).
   */
  resolveDoorUnpaid: defineCallable({
    name: 'resolveDoorUnpaid',
    action: 'settle unpaid deliveries',
    roles: AREAS.admin,
    input: z.extend(resolveDoorUnpaidFieldsSchema, { orderId }),
    output: z.object({ orderId: z.string() }),
  }),
  handToDriver: defineCallable({
    name: 'handToDriver',
    action: 'hand orders to drivers',
    roles: AREAS.admin,
    input: z.object({ orderId }),
    output: z.object({ orderId: z.string(), status: orderStatusSchema }),
  }),
} as const;

export type RefundPaymentResult = CallableResult<typeof ORDER_CALLABLES.refundPayment>;
