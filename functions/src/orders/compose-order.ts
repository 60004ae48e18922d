import { HttpsError } from 'firebase-functions/v2/https';
import type { QuoteOrderInput } from '../../../src/domain/callables';
import { applyCoupon } from '../../../src/domain/coupon';
import { formatKes } from '../../../src/domain/money';
import { priceOrder, type OrderPricing } from '../../../src/domain/pricing';
import { checkQuantity } from '../../../src/domain/quantity';
import { checkSlot, PICKUP_SLOT_CAPACITY } from '../../../src/domain/slots';
import type { OrderInputs } from './order-inputs';

export type ComposedOrder = {
  pricing: OrderPricing;
  /** The coupon's refusal, when quoting; placing an order with a refused coupon fails instead. */
  couponError: string | null;
  /** Merged lines (the same item twice becomes one line). */
  lines: { itemId: string; quantity: number }[];
};

/** Turns a request and its reads into a priced order, or the first reason it cannot be placed. */
export function composeOrder(input: QuoteOrderInput, inputs: OrderInputs, nowMs: number): ComposedOrder {
  const merged = new Map<string, number>();
  for (const line of input.lines) merged.set(line.itemId, (merged.get(line.itemId) ?? 0) + line.quantity);

  const lines = [...merged].map(([itemId, quantity]) => {
    const item = inputs.items.get(itemId);
    if (!item?.active) throw new HttpsError('failed-precondition', 'An item in your cart is no longer sold.');
    const check = checkQuantity(item, quantity);
    if (!check.ok) throw new HttpsError('failed-precondition', check.reason);
    return { item, quantity };
  });

  const slotProblem = checkSlot(
    input.slot,
    nowMs,
    inputs.slotTaken,
    inputs.zone?.slotCapacity ?? PICKUP_SLOT_CAPACITY,
  );
  if (slotProblem) throw new HttpsError('failed-precondition', slotProblem);

  const delivery = inputs.zone && {
    feeCents: inputs.zone.feeCents,
    freeDeliveryFromCents: inputs.zone.freeDeliveryFromCents,
  };
  const undiscounted = priceOrder(lines, delivery, nowMs);
  if (inputs.zone && undiscounted.subtotalCents < inputs.zone.minOrderCents) {
    throw new HttpsError(
      'failed-precondition',
      `The minimum order for ${inputs.zone.name} is ${formatKes(inputs.zone.minOrderCents)}.`,
    );
  }
  if (!inputs.coupon) return { pricing: undiscounted, couponError: null, lines: [...merged].map(toLine) };

  const lineTotalsByGroup: Record<string, number> = {};
  for (const line of undiscounted.lines) {
    lineTotalsByGroup[line.groupId] = (lineTotalsByGroup[line.groupId] ?? 0) + line.lineTotalCents;
  }
  const result = applyCoupon(inputs.coupon, {
    nowMs,
    subtotalCents: undiscounted.subtotalCents,
    lineTotalsByGroup,
    deliveryFeeCents: undiscounted.deliveryFeeCents,
    customerUses: inputs.couponUses,
    customerHasOrdered: inputs.customerHasOrdered,
  });
  return result.ok
    ? {
        pricing: priceOrder(lines, delivery, nowMs, result),
        couponError: null,
        lines: [...merged].map(toLine),
      }
    : { pricing: undiscounted, couponError: result.reason, lines: [...merged].map(toLine) };
}

function toLine([itemId, quantity]: [string, number]) {
  return { itemId, quantity };
}
