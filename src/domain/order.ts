import { z } from 'zod';
import { itemGroupIdSchema } from './catalog';
import { deliveryProgressSchema } from './delivery';
import { packedLotSchema } from './inventory/trace';
import { centsSchema } from './money';
import { orderStatusSchema } from './order-status';
import { orderBalanceSchema, settlementSchema } from './settlement';
import { deliverySlotSchema } from './slots';

/** One line of an order. `quantity` is grams for per-kg items and a count otherwise. */
export const orderLineSchema = z.object({
  itemId: z.string().min(1),
  groupId: itemGroupIdSchema,
  name: z.string(),
  unit: z.enum(['kg', 'piece', 'pack']),
  quantity: z.number().int().positive(),
  unitPriceCents: centsSchema,
  estimatedGrams: z.number().int().nonnegative(),
  lineTotalCents: centsSchema,
  taxRateBps: z.number().int().min(0).max(10_000),
  /** Set at weighing (docs/decisions/016-packing-and-weighing.md): the scale's grams and the price they make. */
  weighedGrams: z.number().int().positive().nullable().optional(),
  finalLineTotalCents: centsSchema.optional(),
  /**
   * Set at weighing: the lots the line was packed from, first expiring first out (decision 021), with
   * where each came from (decision 038). A cancelled packed order gives them back to these lots. Absent
   * on lines packed before the ledger.
   */
  lots: z.array(packedLotSchema).optional(),
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
  message: z.string().nullable(),
  receipt: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Who packed or weighed: the butcher's id and name as they were then. */
const butcherRefSchema = z.object({ butcherId: z.string().min(1), butcherName: z.string() });

/** The scale's verdict on the whole order and how the difference is settled. */
export const orderWeighingSchema = butcherRefSchema.extend({
  weighedAtMs: z.number().int(),
  finalSubtotalCents: centsSchema,
  finalTotalCents: centsSchema,
  /** finalTotalCents minus the order's total: positive means the order costs more. */
  differenceCents: z.number().int(),
  /** Against the money the order holds; null when it received nothing (the driver collects the total). */
  settlement: settlementSchema.nullable(),
  /** What the scale left to collect (it is then the order's `balance`) or to refund; 0 otherwise. */
  settleCents: centsSchema,
  /** The refund of an overpayment (refunds/{id}), once requested. */
  refundId: z.string().nullable(),
});
export type OrderWeighing = z.infer<typeof orderWeighingSchema>;

/**
 * The latest change staff made before packing (docs/decisions/018-changing-orders.md); every change is
 * in the audit trail. `settlement` is null for an order not paid yet: it is simply repriced.
 */
export const orderChangeRecordSchema = z.object({
  changedAtMs: z.number().int(),
  reason: z.string(),
  previousTotalCents: centsSchema,
  settlement: settlementSchema.nullable(),
  settleCents: centsSchema,
  /** The refund of what the change made too much (refunds/{id}), once requested. */
  refundId: z.string().nullable(),
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
export const placedBySchema = z.object({ uid: z.string().min(1), name: z.string().min(1) });
export type PlacedBy = z.infer<typeof placedBySchema>;

/** orders/{orderId}. Written only by functions (and the seed); the customer reads their own. */
export const orderSchema = z.object({
  uid: z.string().min(1),
  number: z.string().min(1),
  status: orderStatusSchema,
  lines: z.array(orderLineSchema).min(1),
  subtotalCents: centsSchema,
  deliveryFeeCents: centsSchema,
  discountCents: centsSchema,
  taxCents: centsSchema,
  roundingCents: z.number().int(),
  totalCents: centsSchema,
  fulfilment: z.enum(['delivery', 'pickup']),
  address: deliveryAddressSnapshotSchema.nullable(),
  slot: deliverySlotSchema,
  couponCode: z.string().nullable(),
  payment: orderPaymentSchema.nullable(),
  /**
   * Money received for this order: its succeeded payments (the order's, balances, and any that arrived
   * unwanted, which are refunded) and what the driver collected at the door. What the order holds is
   * this less `refundedCents`; weighing and changes settle against that (decision 016). Orders from
   * before it have none: 0.
   */
  paidCents: centsSchema.default(0),
  /**
   * Money given back on this order so far (succeeded refunds of any of its payments), kept by refund
   * settlement so screens show it without reading refunds/. Orders from before refunds have none: 0.
   */
  refundedCents: centsSchema.default(0),
  /** Unpaid orders release their stock and slot at this instant; null once paid. */
  expiresAtMs: z.number().int().nullable(),
  statusHistory: z.array(z.object({ status: orderStatusSchema, atMs: z.number().int() })),
  driverId: z.string().nullable(),
  /** The driver's reports beyond the status (arriving, failure reason, note); absent until driven. */
  delivery: deliveryProgressSchema.optional(),
  /** Absent on orders placed before the back office (docs/decisions/012-back-office.md). */
  customer: orderCustomerSchema.optional(),
  /** Lower-case words staff search by: the number, phone forms and names (see orderSearchKeys). */
  searchKeys: z.array(z.string()).optional(),
  /** Present on a phone order (docs/decisions/017-phone-orders.md); the order is still the customer's (`uid`). */
  placedBy: placedBySchema.optional(),
  packing: butcherRefSchema.extend({ startedAtMs: z.number().int() }).optional(),
  weighing: orderWeighingSchema.optional(),
  /** What a paid order still owes after a change or its weighing; absent or null when nothing is due. */
  balance: orderBalanceSchema.nullable().optional(),
  /** Staff waived the delivery fee when changing the order. */
  deliveryFeeWaived: z.boolean().optional(),
  change: orderChangeRecordSchema.optional(),
  /**
   * False while the order is on the live board; true once the archiving job moved it to the archive
   * (closed for a day: docs/decisions/019-order-archive.md). Written false at placing, because the board
   * asks for `archived == false` and Firestore finds no document by a field it lacks.
   */
  archived: z.boolean().default(false),
  createdAtMs: z.number().int(),
  updatedAtMs: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

/** userOrders/{uid}: the pointer to the customer's current order (spec section 3). */
export const userOrderSchema = z.object({ order: z.string().min(1) });
export type UserOrder = z.infer<typeof userOrderSchema>;
