import { amountDueCents } from './delivery';
import { collectedAtDoorCents, type DoorUnpaid, type OrderCollection } from './door-collection';
import type { Cents } from './money';
import type { Order } from './order';
import { isToDeliver } from './order-status';

/**
 * One account of an order's money, read from the order alone, so the customer's page, the driver's and
 * the Admin's say the same (docs/decisions/057-a-shop-day-that-balances.md).
 */
export type OrderMoneyAccount = {
  /** What the order costs now: its weighed total once weighed. */
  totalCents: Cents;
  /** Received before the door: the order's payment and any balance paid on a prompt. */
  paidAheadCents: Cents;
  /** Brought to the shop after a delivery left unpaid. */
  paidLaterCents: Cents;
  /** Taken at the door, each with who took it. */
  atDoor: OrderCollection[];
  /** Given back (succeeded refunds). */
  refundedCents: Cents;
  /** Received less refunded: what the shop holds for the order. */
  heldCents: Cents;
  /** Still to pay: at the door while the order is on its way, or owed after a delivery left unpaid. */
  dueCents: Cents;
  /** The delivery the customer did not pay for, and why; with how the shop settled it, once it has. */
  unpaid: DoorUnpaid | null;
};

type Accounted = Pick<
  Order,
  | 'status'
  | 'totalCents'
  | 'paidCents'
  | 'refundedCents'
  | 'collections'
  | 'weighing'
  | 'balance'
  | 'doorUnpaid'
>;

export function orderMoneyAccount(order: Accounted): OrderMoneyAccount {
  const unpaid = order.status === 'delivered' ? (order.doorUnpaid ?? null) : null;
  const owes = isToDeliver(order.status) || (unpaid !== null && !unpaid.resolved);
  const paidLaterCents = unpaid?.resolved?.outcome === 'paidAtShop' ? unpaid.dueCents : 0;
  return {
    totalCents: order.weighing?.finalTotalCents ?? order.totalCents,
    paidAheadCents: order.paidCents - collectedAtDoorCents(order.collections) - paidLaterCents,
    paidLaterCents,
    atDoor: order.collections,
    refundedCents: order.refundedCents,
    heldCents: order.paidCents - order.refundedCents,
    dueCents: owes ? amountDueCents(order) : 0,
    unpaid,
  };
}
