import { amountDueCents } from '../delivery/delivery';
import { collectedAtDoorCents, type DoorUnpaid, type OrderCollection } from '../delivery/door-collection';
import { formatKes, type Cents } from '../kernel/money';
import type { Order, OrderRefund } from '../orders/order';
import { isToDeliver } from '../kernel/order-status';
import type { RefundState } from '../orders/refund-state';

/** Where a refund stands for the people it concerns: asked for and accepted are both on their way. */
export type RefundStage = 'onItsWay' | 'sent' | 'failed';

export const refundStage = (state: RefundState): RefundStage =>
  state === 'succeeded' ? 'sent' : state === 'failed' ? 'failed' : 'onItsWay';

export type AccountRefund = OrderRefund & { stage: RefundStage };

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
  /** Every refund asked for, oldest first, with where it stands (decision 059). */
  refunds: AccountRefund[];
  /** Asked for and not sent yet: still with the shop, so part of `heldCents`. */
  onItsWayCents: Cents;
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
  | 'refunds'
  | 'collections'
  | 'weighing'
  | 'balance'
  | 'doorUnpaid'
>;

export function orderMoneyAccount(order: Accounted): OrderMoneyAccount {
  const unpaid = order.status === 'delivered' ? (order.doorUnpaid ?? null) : null;
  const owes = isToDeliver(order.status) || (unpaid !== null && !unpaid.resolved);
  const paidLaterCents = unpaid?.resolved?.outcome === 'paidAtShop' ? unpaid.dueCents : 0;
  const refunds = order.refunds.map((refund) => ({ ...refund, stage: refundStage(refund.state) }));
  return {
    totalCents: order.weighing?.finalTotalCents ?? order.totalCents,
    paidAheadCents: order.paidCents - collectedAtDoorCents(order.collections) - paidLaterCents,
    paidLaterCents,
    atDoor: order.collections,
    refunds,
    onItsWayCents: refunds
      .filter((refund) => refund.stage === 'onItsWay')
      .reduce((sum, refund) => sum + refund.amountCents, 0),
    refundedCents: order.refundedCents,
    heldCents: order.paidCents - order.refundedCents,
    dueCents: owes ? amountDueCents(order) : 0,
    unpaid,
  };
}

/**
 * Who reads the account. A refund that failed asks something different of each: the customer waits for
 * the shop, the driver can tell them so at the door, staff send it again.
 */
export type MoneyReader = 'customer' | 'driver' | 'staff';

const FAILED_NEXT: Record<MoneyReader, (amount: string) => string> = {
  customer: () => 'Nothing was sent back. The shop will send it again or call you.',
  driver: () => 'Nothing was sent back; the shop will send it again.',
  staff: (amount) =>
    `Nothing was sent back: once the cause is fixed, refund ${amount} again from this order’s payments and tell the customer.`,
};

/** One refund's state as a sentence for `reader`: on its way, sent with its reference, or failed and what next. */
export function describeRefund(refund: AccountRefund, reader: MoneyReader): string {
  const where = `${reader === 'customer' ? 'your' : 'the customer’s'} ${refund.provider === 'mpesa' ? 'M-Pesa' : 'card'}`;
  switch (refund.stage) {
    case 'onItsWay':
      return `On its way back to ${where}.`;
    case 'sent': {
      const sent = `Sent back to ${where}${refund.reference ? `, reference ${refund.reference}` : ''}`;
      // A card refund reaches the bank at once, the card's statement only days later.
      return refund.provider === 'card' ? `${sent}; banks can take some days to show it.` : `${sent}.`;
    }
    case 'failed':
      return `Failed${refund.failure ? `: ${refund.failure}` : '.'} ${FAILED_NEXT[reader](formatKes(refund.amountCents))}`;
  }
}
