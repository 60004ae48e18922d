import { z } from 'zod';
import type { Cents } from './money';

/**
 * Settling what a paid order's new total means for the customer's money, whether the scale found it
 * (docs/decisions/016-packing-and-weighing.md) or staff changed it (018-changing-orders.md): small
 * differences are absorbed, an underpayment is a balance due, an overpayment is refunded.
 */

/** The difference the shop absorbs: at most this share of what was charged, and never more than the cap. */
export const SETTLEMENT_TOLERANCE = { bps: 500, capCents: 5_000 } as const;

export const settlementSchema = z.enum(['absorbed', 'topUp', 'refund']);
export type Settlement = z.infer<typeof settlementSchema>;

/**
 * What a paid order still owes after a change or a weighing: collected by the driver at the door, or paid
 * on an M-Pesa prompt staff send (`paymentId`, the latest). `dueCents` 0 once paid. The one place an
 * order keeps a balance: weighing, changes, the prompt, settlement and the driver's round read it.
 */
export const orderBalanceSchema = z.object({
  dueCents: z.number().int().nonnegative(),
  paymentId: z.string().nullable(),
});
export type OrderBalance = z.infer<typeof orderBalanceSchema>;

export type Settled = {
  settlement: Settlement;
  /** What is collected (topUp) or refunded (refund); 0 when absorbed. */
  settleCents: Cents;
};

/**
 * Settles a paid order whose total moves by `differenceCents` (positive: it costs more) from
 * `chargedCents`, while `dueCents` of an earlier balance is still unpaid: the customer owes both, and a
 * smaller total first cancels what they have not paid yet before anything goes back.
 */
export function settleDifference(differenceCents: Cents, chargedCents: Cents, dueCents: Cents = 0): Settled {
  const owedCents = differenceCents + dueCents;
  const absorbable = Math.min(
    Math.floor((chargedCents * SETTLEMENT_TOLERANCE.bps) / 10_000),
    SETTLEMENT_TOLERANCE.capCents,
  );
  if (Math.abs(owedCents) <= absorbable) return { settlement: 'absorbed', settleCents: 0 };
  return owedCents > 0
    ? { settlement: 'topUp', settleCents: owedCents }
    : { settlement: 'refund', settleCents: -owedCents };
}

/**
 * The order's balance after settling: what a top-up leaves due, or nothing. A prompt already sent for
 * the same amount stays the one to pay; one sent for another amount is no longer asked for (its money,
 * should it still arrive, is refunded by payment settlement).
 */
export function balanceAfter(settled: Settled, before: OrderBalance | null | undefined): OrderBalance | null {
  if (settled.settlement !== 'topUp') return null;
  const samePrompt = before && before.dueCents === settled.settleCents ? before.paymentId : null;
  return { dueCents: settled.settleCents, paymentId: samePrompt };
}
