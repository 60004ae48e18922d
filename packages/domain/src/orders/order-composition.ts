import type { Item } from '../catalogue/catalog';
import type { CouponBasket, CouponResult } from '../catalogue/coupon';
import type { CouponRefusal } from '../catalogue/coupon-refusals';
import { priceOrder, type OrderPricing } from '../catalogue/pricing';
import { checkQuantity, type QuantityRefusal } from '../catalogue/quantity';
import { checkSlot, PICKUP_SLOT_CAPACITY, type DeliverySlot, type SlotRefusal } from '../delivery/slots';
import type { Zone } from '../delivery/zone';
import type { OrderRefusal } from './order-refusals';

/** What composing an order needs besides the request, read by the caller. */
type CompositionInputs = {
  /** The items the request names, as they are to be priced (a change passes its kept lines' old prices). */
  items: ReadonlyMap<string, Item & { id: string }>;
  /** The delivery zone; null for pickup. */
  zone: Zone | null;
  /** How many orders hold the window; null when this order already holds it (a change that keeps it). */
  slotTaken: number | null;
  /** What the order's coupon takes off a basket; null without a coupon. */
  coupon: ((basket: CouponBasket) => CouponResult) | null;
  /** Staff waived the delivery fee (when changing an order). */
  waiveDelivery: boolean;
};

export type ComposedLine = { itemId: string; quantity: number };

type Composition =
  | {
      ok: true;
      pricing: OrderPricing;
      /** Why the coupon does not apply (the order is then priced without it); null when it does or there is none. */
      couponRefusal: CouponRefusal | null;
      /** Merged lines (the same item twice becomes one line). */
      lines: ComposedLine[];
    }
  | { ok: false; refusal: CompositionRefusal };

/** Why a request cannot be composed into an order. */
export type CompositionRefusal = QuantityRefusal | SlotRefusal | OrderRefusal;

/**
 * Turns a request (lines and window) into a priced order, or the first reason it cannot be: quantities
 * (selling steps and stock), the window, the zone's minimum, then the coupon. Placing, quoting and
 * changing an order all compose through here (docs/decisions/008-placing-orders.md, 018-changing-orders.md).
 */
export function composeOrder(
  request: { lines: ComposedLine[]; slot: DeliverySlot },
  inputs: CompositionInputs,
  nowMs: number,
): Composition {
  const merged = new Map<string, number>();
  for (const line of request.lines) merged.set(line.itemId, (merged.get(line.itemId) ?? 0) + line.quantity);

  const lines: { item: Item & { id: string }; quantity: number }[] = [];
  for (const [itemId, quantity] of merged) {
    const item = inputs.items.get(itemId);
    if (!item) return { ok: false, refusal: { reason: 'item-gone' } };
    const check = checkQuantity(item, quantity);
    if (!check.ok) return check;
    lines.push({ item, quantity });
  }

  if (inputs.slotTaken !== null) {
    const capacity = inputs.zone?.slotCapacity ?? PICKUP_SLOT_CAPACITY;
    const slotProblem = checkSlot(request.slot, nowMs, inputs.slotTaken, capacity);
    if (slotProblem) return { ok: false, refusal: slotProblem };
  }

  const delivery = inputs.zone && {
    feeCents: inputs.zone.feeCents,
    freeDeliveryFromCents: inputs.zone.freeDeliveryFromCents,
  };
  const undiscounted = priceOrder(lines, delivery, nowMs);
  if (inputs.zone && undiscounted.subtotalCents < inputs.zone.minOrderCents) {
    return {
      ok: false,
      refusal: { reason: 'minimum-order', zone: inputs.zone.name, cents: inputs.zone.minOrderCents },
    };
  }
  const lineTotalsByGroup: Record<string, number> = {};
  for (const line of undiscounted.lines) {
    lineTotalsByGroup[line.groupId] = (lineTotalsByGroup[line.groupId] ?? 0) + line.lineTotalCents;
  }
  // The coupon sees the fee before any waiver: a free-delivery code stays what the customer was given.
  const coupon = inputs.coupon?.({
    subtotalCents: undiscounted.subtotalCents,
    lineTotalsByGroup,
    deliveryFeeCents: undiscounted.deliveryFeeCents,
  });
  const discount = coupon?.ok ? coupon : { discountCents: 0, waivesDelivery: false };
  return {
    ok: true,
    pricing: priceOrder(lines, delivery, nowMs, {
      discountCents: discount.discountCents,
      waivesDelivery: discount.waivesDelivery || inputs.waiveDelivery,
    }),
    couponRefusal: coupon && !coupon.ok ? coupon.refusal : null,
    lines: [...merged].map(([itemId, quantity]) => ({ itemId, quantity })),
  };
}
