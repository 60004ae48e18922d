import type { QuoteOrderInput } from '@nyama/domain/orders/order-request';
import { applyCoupon, invalidCoupon } from '@nyama/domain/catalogue/coupon';
import type { CouponRefusal } from '@nyama/domain/catalogue/coupon-refusals';
import { composeOrder as compose, type ComposedLine } from '@nyama/domain/orders/order-composition';
import type { OrderPricing } from '@nyama/domain/catalogue/pricing';
import type { OrderInputs } from './order-inputs';
import { refuse } from '../lib/refuse';

type ComposedOrder = {
  pricing: OrderPricing;
  /** The coupon's refusal, when quoting; placing an order with a refused coupon fails instead. */
  couponRefusal: CouponRefusal | null;
  /** Merged lines (the same item twice becomes one line). */
  lines: ComposedLine[];
};

/** Turns a customer's request and its reads into a priced order, or the first reason it cannot be placed. */
export function composeOrder(input: QuoteOrderInput, inputs: OrderInputs, nowMs: number): ComposedOrder {
  for (const { itemId } of input.lines) {
    if (!inputs.items.get(itemId)?.active) throw refuse('failed-precondition', { reason: 'item-gone' });
  }
  const { coupon } = inputs;
  const code = input.couponCode;
  const composed = compose(
    input,
    {
      items: inputs.items,
      zone: inputs.zone,
      slotTaken: inputs.slotTaken,
      coupon:
        code === null
          ? null
          : (basket) =>
              coupon
                ? applyCoupon(coupon, {
                    ...basket,
                    nowMs,
                    customerUses: inputs.couponUses,
                    customerHasOrdered: inputs.customerHasOrdered,
                  })
                : { ok: false, refusal: invalidCoupon(code) },
      waiveDelivery: false,
    },
    nowMs,
  );
  if (!composed.ok) throw refuse('failed-precondition', composed.refusal);
  return composed;
}
