import { z } from 'zod/mini';
import type { Cents } from '../kernel/money';
import type { Order, OrderLine } from './order';
import { WEIGHT_TOLERANCE_BPS } from '../catalogue/quantity';
import { settleOrder, type Settled, type Settlement } from './settlement';
import type { WeighRefusal } from './staff-order-refusals';

/**
 * Catch weight (docs/decisions/016-packing-and-weighing.md): meat sold by the kilogram, and pieces sold
 * with an estimated weight, are weighed at packing and the price follows the scale. The customer paid the
 * estimate; the difference is absorbed when small, otherwise collected (M-Pesa prompt or on delivery) or
 * refunded.
 */

/** A line is weighed when its price depends on its weight: per kg, or pieces with an estimated weight. */
export function isWeighed(line: Pick<OrderLine, 'unit' | 'estimatedGrams'>): boolean {
  return line.unit === 'kg' || line.estimatedGrams > 0;
}

/** What the scale showed for one weighed line (lines are matched by item, an order has one line per item). */
export const lineWeightSchema = z.object({
  itemId: z.string().check(z.minLength(1)),
  grams: z
    .number({ error: 'Enter the weight in grams' })
    .check(
      z.int('Enter whole grams'),
      z.positive('A weight must be more than 0 g'),
      z.lte(200_000, 'That is more than 200 kg; check the scale'),
    ),
});
export type LineWeight = z.infer<typeof lineWeightSchema>;

/** The weighed grams and the price they make, kept on the order line beside what was ordered. */
export type WeighedLine = OrderLine & { weighedGrams: number | null; finalLineTotalCents: Cents };

export type Weighing = {
  lines: WeighedLine[];
  finalSubtotalCents: Cents;
  /** What the order costs after weighing, in whole shillings like every total. */
  finalTotalCents: Cents;
  /** finalTotalCents minus the order's total: positive means the order costs more. */
  differenceCents: Cents;
  /** Against the money the order holds; null when it received nothing (the driver collects the total). */
  settlement: Settlement | null;
  /** What is collected (topUp) or refunded (refund), a balance still unpaid included; 0 otherwise. */
  settleCents: Cents;
};

const settledFields = (settled: Settled | null) => settled ?? { settlement: null, settleCents: 0 };

export type WeighResult = { ok: true; weighing: Weighing } | { ok: false; refusal: WeighRefusal };

function weighLine(line: OrderLine, grams: number | undefined): WeighedLine | WeighRefusal {
  if (!isWeighed(line)) return { ...line, weighedGrams: null, finalLineTotalCents: line.lineTotalCents };
  if (grams === undefined) return { reason: 'weigh-first', item: line.name };
  const expected = line.estimatedGrams;
  const off = Math.abs(grams - expected) * 10_000;
  if (off > expected * WEIGHT_TOLERANCE_BPS) {
    return { reason: 'weight-off', item: line.name, grams, orderedGrams: expected };
  }
  // Per kg: the kilo price times the weight; pieces: their price scaled by actual over estimated weight.
  const finalLineTotalCents =
    line.unit === 'kg'
      ? Math.round((line.unitPriceCents * grams) / 1000)
      : Math.round((line.lineTotalCents * grams) / expected);
  return { ...line, weighedGrams: grams, finalLineTotalCents };
}

/**
 * Prices an order from the scale. Delivery and the discount stay as charged (the coupon was accepted on
 * the estimate); the total rounds to whole shillings like every total. The final total is settled
 * against the money the order holds (`settleOrder`), so a balance a change left unpaid, or a difference
 * it absorbed, is counted once (docs/decisions/018-changing-orders.md). `owedBackCents` is money on its
 * way back that the order does not show yet (the function reads it; a preview passes nothing).
 */
export function weighOrder(
  order: Pick<
    Order,
    'lines' | 'discountCents' | 'deliveryFeeCents' | 'totalCents' | 'paidCents' | 'refundedCents'
  >,
  weights: LineWeight[],
  owedBackCents: Cents = 0,
): WeighResult {
  const byItem = new Map(weights.map((weight) => [weight.itemId, weight.grams]));
  const known = new Set(order.lines.map((line) => line.itemId));
  const stray = weights.find((weight) => !known.has(weight.itemId));
  if (stray) return { ok: false, refusal: { reason: 'weight-not-on-order' } };
  const lines: WeighedLine[] = [];
  for (const line of order.lines) {
    const weighed = weighLine(line, byItem.get(line.itemId));
    if ('reason' in weighed) return { ok: false, refusal: weighed };
    lines.push(weighed);
  }
  const finalSubtotalCents = lines.reduce((sum, line) => sum + line.finalLineTotalCents, 0);
  const exact = Math.max(0, finalSubtotalCents - order.discountCents) + order.deliveryFeeCents;
  const finalTotalCents = Math.round(exact / 100) * 100;
  const differenceCents = finalTotalCents - order.totalCents;
  return {
    ok: true,
    weighing: {
      lines,
      finalSubtotalCents,
      finalTotalCents,
      differenceCents,
      ...settledFields(settleOrder(finalTotalCents, order, owedBackCents)),
    },
  };
}
