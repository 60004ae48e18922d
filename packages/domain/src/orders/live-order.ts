import { z } from 'zod/mini';
import { centsSchema } from '../kernel/money';
import { deliveryAddressSnapshotSchema, orderCustomerSchema, orderPaymentSchema, type Order } from './order';
import { ORDER_STATUSES, orderStatusSchema, type OrderStatus } from '../kernel/order-status';
import { paths } from '../kernel/paths';
import { deliverySlotSchema } from '../delivery/slots';

/**
 * liveOrders/{orderId}: what the orders board shows, filters, sorts and searches on, for each order not
 * yet archived (docs/decisions/023-live-orders-board.md). The board reads this small collection, never
 * `orders/`, which holds a year of history. Field names and shapes are the order's own, so the board's
 * filters are the same paths and the archive's full orders fill the same columns. Only the functions'
 * trigger on orders/{id} writes it (the seed and the bench through the same liveOrderOf).
 */
export const liveOrderSchema = z.object({
  number: z.string().check(z.minLength(1)),
  status: orderStatusSchema,
  customer: z.optional(orderCustomerSchema),
  address: z.nullable(
    z.pick(deliveryAddressSnapshotSchema, { recipient: true, phone: true, zoneId: true, area: true }),
  ),
  slot: deliverySlotSchema,
  payment: z.nullable(z.pick(orderPaymentSchema, { provider: true, state: true })),
  totalCents: centsSchema,
  refundedCents: centsSchema,
  driverId: z.nullable(z.string()),
  /**
   * Every state, 1 under the order's own and 0 under the others: the board counts every state under its
   * filters with sums of these, five an aggregate query. Every copy holds every mark because an
   * aggregation only sees the documents that hold each field it sums (docs/decisions/057-board-counts.md).
   */
  inStatus: z.record(orderStatusSchema, z.union([z.literal(0), z.literal(1)])),
  /** The order's own searchKeys (orderSearchKeys at placing); none on orders placed before them. */
  searchKeys: z.array(z.string()),
  createdAtMs: z.int(),
  /** The order's: the board's live listener watches the most recently changed one. */
  updatedAtMs: z.int(),
});
export type LiveOrder = z.infer<typeof liveOrderSchema>;

/** The field the board sums to count the orders in `status` (see `inStatus`). */
export const inStatusField = (status: OrderStatus) => `inStatus.${status}`;

/** The marks of an order in `status`: 1 under it, 0 under every other state. */
export const inStatusOf = (status: OrderStatus): LiveOrder['inStatus'] =>
  Object.fromEntries(ORDER_STATUSES.map((each) => [each, each === status ? 1 : 0])) as LiveOrder['inStatus'];

/** The board's row of an order, or null once it is archived (it then leaves liveOrders). */
export function liveOrderOf(order: Order): LiveOrder | null {
  return order.archived ? null : listedOrderOf(order);
}

/**
 * An order as lists show it, archived or not: the board's copy, and each entry of the archive's search
 * index (docs/decisions/045-archive-search.md).
 */
export function listedOrderOf(order: Order): LiveOrder {
  const { address, payment } = order;
  return {
    number: order.number,
    status: order.status,
    inStatus: inStatusOf(order.status),
    // Firestore refuses an undefined field: an order from before the back office has no customer.
    ...(order.customer ? { customer: { name: order.customer.name, phone: order.customer.phone } } : {}),
    address: address
      ? { recipient: address.recipient, phone: address.phone, zoneId: address.zoneId, area: address.area }
      : null,
    slot: { date: order.slot.date, slotId: order.slot.slotId },
    payment: payment ? { provider: payment.provider, state: payment.state } : null,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    driverId: order.driverId,
    searchKeys: order.searchKeys ?? [],
    createdAtMs: order.createdAtMs,
    updatedAtMs: order.updatedAtMs,
  };
}

/**
 * Where an order is listed, and as what: on the board while it is open, and once archived under each of
 * its search keys in the archive's index. The trigger, the seed and the bench all write through this.
 */
export function listingsOf(orderId: string, order: Order): { path: string; row: LiveOrder }[] {
  const row = listedOrderOf(order);
  return order.archived
    ? row.searchKeys.map((key) => ({ path: paths.archiveSearchOrder(key, orderId), row }))
    : [{ path: paths.liveOrder(orderId), row }];
}
