import { z } from 'zod/mini';
import { paymentRefusalSchema } from './payment-refusals';
import { itemGroupIdSchema } from '../catalogue/catalog';
import { deliveryProgressSchema } from '../delivery/delivery';
import { deliveryMoveSchema } from '../delivery/delivery-day';
import { doorUnpaidSchema, orderCollectionSchema } from '../delivery/door-collection';
import { packedLotSchema } from '../inventory/trace';
import { centsSchema } from '../kernel/money';
import { orderStatusSchema } from '../kernel/order-status';
import { taxTypeSchema } from '../kernel/tax-type';
import { refundStateSchema } from './refund-state';
import { orderBalanceSchema, settlementSchema } from './settlement';
import { deliverySlotSchema } from '../delivery/slots';

/** One line of an order. `quantity` is grams for per-kg items and a count otherwise. */
export const orderLineSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  groupId: itemGroupIdSchema,
  name: z.string(),
  unit: z.enum(['kg', 'piece', 'pack']),
  quantity: z.int().check(z.positive()),
  unitPriceCents: centsSchema,
  estimatedGrams: z.int().check(z.nonnegative()),
  lineTotalCents: centsSchema,
  /** The item's tax type when ordered: the VAT the customer was shown and the invoice states. */
  taxType: taxTypeSchema,
  /** Set at weighing (docs/decisions/016-packing-and-weighing.md): the scale's grams and the price they make. */
  weighedGrams: z.optional(z.nullable(z.int().check(z.positive()))),
  finalLineTotalCents: z.optional(centsSchema),
  /**
   * Set at weighing: the lots the line was packed from, first expiring first out (decision 021), with
   * where each came from (decision 038). A cancelled packed order gives them back to these lots. Absent
   * on lines packed before the ledger.
   */
  lots: z.optional(z.array(packedLotSchema)),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const deliveryAddressSnapshotSchema = z.object({
  recipient: z.string(),
  phone: z.string(),
  zoneId: z.string(),
  area: z.string(),
  street: z.string(),
  building: z.string(),
  notes: z.string(),
});

export const paymentProviderSchema = z.enum(['mpesa', 'card']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** What the order shows of its latest payment attempt; the full record is payments/{paymentId}. */
export const orderPaymentSchema = z.object({
  paymentId: z.string(),
  provider: paymentProviderSchema,
  /** As the payment's (decision 026), once the provider has been asked: `unknown` when its answer was lost. */
  state: z.enum(['pending', 'unknown', 'succeeded', 'failed']),
  /** What the customer is told of it, in English: a failure, an answer that is late. */
  message: z.nullable(z.string()),
  /**
   * The same as data, for the screens to word in their language (decision 073). Orders from before it
   * have only the message.
   */
  refusal: z.optional(paymentRefusalSchema),
  receipt: z.nullable(z.string()),
  /**
   * For an `unknown` payment: when another may start, its prompt's window having passed (decision 026).
   * The payment screen counts down to it instead of offering a retry the shop would refuse.
   */
  payAgainFromMs: z.optional(z.int()),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * What the order shows of one of its refunds (refunds/{refundId} holds the rest): the functions write it
 * in the transactions that request and settle the refund, so the customer, the driver and staff read
 * every refund from the order alone (docs/decisions/059-refunds-seen-by-everyone.md).
 */
export const orderRefundSchema = z.object({
  refundId: z.string().check(z.minLength(1)),
  provider: paymentProviderSchema,
  amountCents: z.int().check(z.positive()),
  /** Why, as staff wrote it for the customer. */
  reason: z.string(),
  state: refundStateSchema,
  /** Once sent, what the customer can quote: M-Pesa's receipt, or Paystack's refund id. */
  reference: z.nullable(z.string()),
  /** Once failed, why, in the sentence the provider's answer became (refund.message). */
  failure: z.nullable(z.string()),
  requestedAtMs: z.int(),
  /** When it was sent or failed; null while it is on its way. */
  settledAtMs: z.nullable(z.int()),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** Who packed or weighed: the butcher's id and name as they were then. */
const butcherRefSchema = z.object({ butcherId: z.string().check(z.minLength(1)), butcherName: z.string() });

/** The scale's verdict on the whole order and how the difference is settled. */
export const orderWeighingSchema = z.extend(butcherRefSchema, {
  weighedAtMs: z.int(),
  finalSubtotalCents: centsSchema,
  finalTotalCents: centsSchema,
  /** finalTotalCents minus the order's total: positive means the order costs more. */
  differenceCents: z.int(),
  /** Against the money the order holds; null when it received nothing (the driver collects the total). */
  settlement: z.nullable(settlementSchema),
  /** What the scale left to collect (it is then the order's `balance`) or to refund; 0 otherwise. */
  settleCents: centsSchema,
  /** The refund of an overpayment (refunds/{id}), once requested. */
  refundId: z.nullable(z.string()),
});
export type OrderWeighing = z.infer<typeof orderWeighingSchema>;

/**
 * The latest change staff made before packing (docs/decisions/018-changing-orders.md); every change is
 * in the audit trail. `settlement` is null for an order not paid yet: it is simply repriced.
 */
export const orderChangeRecordSchema = z.object({
  changedAtMs: z.int(),
  reason: z.string(),
  previousTotalCents: centsSchema,
  settlement: z.nullable(settlementSchema),
  settleCents: centsSchema,
  /** The refund of what the change made too much (refunds/{id}), once requested. */
  refundId: z.nullable(z.string()),
});
export type OrderChangeRecord = z.infer<typeof orderChangeRecordSchema>;

/** The customer as they were when ordering: for the board's list and its search. */
export const orderCustomerSchema = z.object({ name: z.string(), phone: z.string() });

/** Who an order is for: as ordered, or for orders placed before that was kept, its delivery's recipient. */
export function customerOf(order: {
  customer?: { name: string; phone: string } | undefined;
  address: { recipient: string; phone: string } | null;
}): { name: string; phone: string | null } {
  if (order.customer) return order.customer;
  return { name: order.address?.recipient ?? 'Customer', phone: order.address?.phone ?? null };
}

/** The staff member who took an order for its customer (a phone order): their uid and name then. */
export const placedBySchema = z.object({
  uid: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
});
export type PlacedBy = z.infer<typeof placedBySchema>;

/** orders/{orderId}. Written only by functions (and the seed); the customer reads their own. */
export const orderSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  number: z.string().check(z.minLength(1)),
  status: orderStatusSchema,
  lines: z.array(orderLineSchema).check(z.minLength(1)),
  subtotalCents: centsSchema,
  deliveryFeeCents: centsSchema,
  discountCents: centsSchema,
  taxCents: centsSchema,
  roundingCents: z.int(),
  totalCents: centsSchema,
  fulfilment: z.enum(['delivery', 'pickup']),
  address: z.nullable(deliveryAddressSnapshotSchema),
  slot: deliverySlotSchema,
  couponCode: z.nullable(z.string()),
  payment: z.nullable(orderPaymentSchema),
  /**
   * Money received for this order: its succeeded payments (the order's, balances, and any that arrived
   * unwanted, which are refunded) and what the driver collected at the door. What the order holds is
   * this less `refundedCents`; weighing and changes settle against that (decision 016). Orders from
   * before it have none: 0.
   */
  paidCents: z._default(centsSchema, 0),
  /**
   * Money given back on this order so far (succeeded refunds of any of its payments), kept by refund
   * settlement so screens show it without reading refunds/. Orders from before refunds have none: 0.
   */
  refundedCents: z._default(centsSchema, 0),
  /**
   * Every refund asked for on this order, oldest first, as it stands: on its way, sent or failed. Orders
   * from before it have none; a refund of theirs joins when it settles.
   */
  refunds: z._default(z.array(orderRefundSchema), []),
  /**
   * Money taken at the door (cash the driver collected, an M-Pesa prompt the driver sent), oldest first;
   * part of `paidCents`. Orders from before door collections were recorded have none.
   */
  collections: z._default(z.array(orderCollectionSchema), []),
  /** Delivered without the money that was due: the customer's reason, on the Admin's exceptions. */
  doorUnpaid: z.optional(z.nullable(doorUnpaidSchema)),
  /** Unpaid orders release their stock and slot at this instant; null once paid. */
  expiresAtMs: z.nullable(z.int()),
  statusHistory: z.array(z.object({ status: orderStatusSchema, atMs: z.int() })),
  driverId: z.nullable(z.string()),
  /** The driver's reports beyond the status (arriving, failure reason, note); absent until driven. */
  delivery: z.optional(deliveryProgressSchema),
  /** Absent on orders placed before the back office (docs/decisions/012-back-office.md). */
  customer: z.optional(orderCustomerSchema),
  /**
   * The KRA PIN of the business the customer bought for, as the order was placed: printed on its tax
   * invoice (decision 074, "The customer's PIN"). Absent or null: none.
   */
  customerPin: z.optional(z.nullable(z.string())),
  /** Lower-case words staff search by: the number, phone forms and names (see orderSearchKeys). */
  searchKeys: z.optional(z.array(z.string())),
  /** Present on a phone order (docs/decisions/017-phone-orders.md); the order is still the customer's (`uid`). */
  placedBy: z.optional(placedBySchema),
  packing: z.optional(z.extend(butcherRefSchema, { startedAtMs: z.int() })),
  weighing: z.optional(orderWeighingSchema),
  /** What a paid order still owes after a change or its weighing; absent or null when nothing is due. */
  balance: z.optional(z.nullable(orderBalanceSchema)),
  /** An Admin moved the order to one of today's windows (delivery-day.ts); the customer is told. */
  moved: z.optional(deliveryMoveSchema),
  /** Staff waived the delivery fee when changing the order. */
  deliveryFeeWaived: z.optional(z.boolean()),
  change: z.optional(orderChangeRecordSchema),
  /**
   * False while the order is on the live board; true once the archiving job moved it to the archive
   * (closed for a day: docs/decisions/019-order-archive.md). Written false at placing, because the board
   * asks for `archived == false` and Firestore finds no document by a field it lacks.
   */
  archived: z._default(z.boolean(), false),
  createdAtMs: z.int(),
  updatedAtMs: z.int(),
});
export type Order = z.infer<typeof orderSchema>;

/** userOrders/{uid}: the pointer to the customer's current order (spec section 3). */
export const userOrderSchema = z.object({ order: z.string().check(z.minLength(1)) });
export type UserOrder = z.infer<typeof userOrderSchema>;
