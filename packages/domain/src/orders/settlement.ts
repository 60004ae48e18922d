import { z } from 'zod/mini';
import { formatKes, type Cents } from '../kernel/money';
import { isToDeliver, type OrderStatus } from '../kernel/order-status';
import type { BalancePromptRefusal } from './staff-order-refusals';

/**
 * Settling what an order's new total means for the customer's money, whether the scale found it
 * (docs/decisions/016-packing-and-weighing.md) or staff changed it (018-changing-orders.md): the new
 * total is set against the money the shop holds for the order (received, less what went or is going
 * back); small differences are absorbed, more to pay is a balance due, less is refunded. An order that
 * received nothing yet (paid on delivery, or not paid yet) settles nothing: it is simply repriced.
 */

/** The difference the shop absorbs: at most this share of what it holds, and never more than the cap. */
const SETTLEMENT_TOLERANCE = { bps: 500, capCents: 5_000 } as const;

export const settlementSchema = z.enum(['absorbed', 'topUp', 'refund']);
export type Settlement = z.infer<typeof settlementSchema>;

/**
 * What a paid order still owes after a change or a weighing: collected by the driver at the door, or paid
 * on an M-Pesa prompt staff send (`paymentId`, the latest). `dueCents` 0 once paid. The one place an
 * order keeps a balance: weighing, changes, the prompt, settlement and the driver's round read it.
 */
export const orderBalanceSchema = z.object({
  dueCents: z.int().check(z.nonnegative()),
  paymentId: z.nullable(z.string()),
});
export type OrderBalance = z.infer<typeof orderBalanceSchema>;

export type Settled = {
  settlement: Settlement;
  /** What is collected (topUp) or refunded (refund); 0 when absorbed. */
  settleCents: Cents;
};

/**
 * Settles `owedCents` (the new total minus what the shop holds: positive means the customer owes more)
 * for an order whose customer paid `heldCents`.
 */
export function settleDifference(owedCents: Cents, heldCents: Cents): Settled {
  const absorbable = Math.min(
    Math.floor((heldCents * SETTLEMENT_TOLERANCE.bps) / 10_000),
    SETTLEMENT_TOLERANCE.capCents,
  );
  if (Math.abs(owedCents) <= absorbable) return { settlement: 'absorbed', settleCents: 0 };
  return owedCents > 0
    ? { settlement: 'topUp', settleCents: owedCents }
    : { settlement: 'refund', settleCents: -owedCents };
}

/** The order's money as it keeps it: everything received, and what went back (succeeded refunds). */
export type OrderMoney = { paidCents: Cents; refundedCents: Cents };

/**
 * Settles an order at `newTotalCents` against the money it holds: received, less refunded, less
 * `owedBackCents` (refunds on their way, money flagged to be given back whole: read by the functions;
 * a screen's preview passes 0). Null when nothing was received: there is nothing to settle, and the
 * driver collects the total.
 */
export function settleOrder(
  newTotalCents: Cents,
  money: OrderMoney,
  owedBackCents: Cents = 0,
): Settled | null {
  if (money.paidCents === 0) return null;
  const heldCents = Math.max(0, money.paidCents - money.refundedCents - owedBackCents);
  return settleDifference(newTotalCents - heldCents, heldCents);
}

type RefundOut = {
  paymentId: string;
  state: 'requested' | 'pending' | 'succeeded' | 'failed';
  amountCents: Cents;
};

/**
 * Money out of the shop's hands that the order's `refundedCents` does not show yet: refunds requested or
 * pending, and what is left to give back of payments flagged for a refund (money that arrived unwanted).
 */
export function owedBackCents(
  refunds: RefundOut[],
  flagged: { paymentId: string; amountCents: Cents }[],
): Cents {
  const inFlight = refunds
    .filter((refund) => refund.state === 'requested' || refund.state === 'pending')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  const unsent = flagged.reduce((sum, payment) => {
    const out = refunds
      .filter((refund) => refund.paymentId === payment.paymentId && refund.state !== 'failed')
      .reduce((total, refund) => total + refund.amountCents, 0);
    return sum + Math.max(0, payment.amountCents - out);
  }, 0);
  return inFlight + unsent;
}

/**
 * The order's balance after settling: what a top-up leaves due, or nothing. A prompt already sent for
 * the same amount stays the one to pay; one sent for another amount is no longer asked for (its money,
 * should it still arrive, is refunded by payment settlement).
 */
export function balanceAfter(
  settled: Settled | null,
  before: OrderBalance | null | undefined,
): OrderBalance | null {
  if (settled?.settlement !== 'topUp') return null;
  const samePrompt = before && before.dueCents === settled.settleCents ? before.paymentId : null;
  return { dueCents: settled.settleCents, paymentId: samePrompt };
}

type Promptable = { status: OrderStatus; paidCents: Cents; balance?: OrderBalance | null | undefined };

/**
 * Why the customer cannot be sent an M-Pesa prompt for the order's balance, or null when they can: the
 * order is still to deliver, received money (an order paid on delivery pays its whole total at the door)
 * and still owes a balance.
 */
export function balancePromptRefusal(order: Promptable): BalancePromptRefusal | null {
  if (!isToDeliver(order.status)) return { reason: 'balance-not-to-deliver' };
  if (order.paidCents === 0) return { reason: 'balance-nothing-paid' };
  if ((order.balance?.dueCents ?? 0) === 0) return { reason: 'balance-nothing-due' };
  return null;
}

const SETTLED_WORDS: Record<Settlement, (cents: Cents) => string> = {
  absorbed: () => 'the difference is absorbed',
  topUp: (cents) => `the customer owes ${formatKes(cents)}`,
  refund: (cents) => `${formatKes(cents)} to refund`,
};

/** The settlement in a few words, for the audit trail; an order with nothing received has none. */
export function describeSettlement(settled: Settled | null): string {
  return settled ? SETTLED_WORDS[settled.settlement](settled.settleCents) : 'nothing paid yet';
}
