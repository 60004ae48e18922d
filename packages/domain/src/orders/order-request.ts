import { z } from 'zod/mini';
import { centsSchema } from '../kernel/money';
import { orderLineSchema } from './order';
import type { OrderPricing } from '../catalogue/pricing';
import { couponRefusalSchema } from '../catalogue/coupon-refusals';
import { deliverySlotSchema } from '../delivery/slots';
import { kraPinSchema } from '../kernel/kra-pin';

/** What a customer's order asks for: lines, delivery or pickup, the address, the slot and a coupon. */
export const orderRequestFields = {
  lines: z
    .array(
      z.object({
        itemId: z.string().check(z.minLength(1)),
        quantity: z.int().check(z.positive('Choose a quantity')),
      }),
    )
    .check(z.minLength(1, 'Your cart is empty'), z.maxLength(50, 'An order has at most 50 lines')),
  fulfilment: z.enum(['delivery', 'pickup']),
  addressId: z.nullable(z.string().check(z.minLength(1))),
  slot: deliverySlotSchema,
  couponCode: z.nullable(z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(20))),
};

export function deliveryNeedsAddress(input: { fulfilment: 'delivery' | 'pickup'; addressId: string | null }) {
  return input.fulfilment === 'pickup' || input.addressId !== null;
}
export const ADDRESS_NEEDED = { message: 'Choose a delivery address', path: ['addressId'] };

/** Prices a cart without placing it (checkout shows totals and coupon reasons before the customer pays). */
export const quoteOrderInput = z
  .object(orderRequestFields)
  .check(z.refine(deliveryNeedsAddress, ADDRESS_NEEDED));
export type QuoteOrderInput = z.infer<typeof quoteOrderInput>;

/**
 * Places the order; `requestId` (one per checkout) makes retries safe: the same id never places twice.
 * `customerPin` is the business's KRA PIN the customer gave at checkout for this order's tax invoice, null
 * for none; a placing that does not say (a phone order, a PWA from before it asked) takes the profile's
 * (decision 074, "The customer's PIN").
 */
export const placeOrderInput = z
  .object({ ...orderRequestFields, requestId: z.uuid(), customerPin: z.optional(z.nullable(kraPinSchema)) })
  .check(z.refine(deliveryNeedsAddress, ADDRESS_NEEDED));
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

const orderPricingSchema: z.ZodMiniType<OrderPricing> = z.object({
  lines: z.array(orderLineSchema),
  subtotalCents: centsSchema,
  deliveryFeeCents: centsSchema,
  discountCents: centsSchema,
  taxCents: centsSchema,
  totalCents: centsSchema,
  roundingCents: z.int(),
});

/** The server's price for an order request, with the coupon's refusal (null: accepted or none). */
export const orderQuoteSchema = z.object({
  pricing: orderPricingSchema,
  couponRefusal: z.nullable(couponRefusalSchema),
});
