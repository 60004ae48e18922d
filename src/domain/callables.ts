import { z } from 'zod';
import { kenyanPhoneSchema } from './phone';
import type { OrderPricing } from './pricing';
import { roleSchema } from './roles';
import { deliverySlotSchema } from './slots';

/**
 * The contract of every callable function: its name and input schema, shared by the PWA (which
 * validates before calling) and the functions (which validate again, as the real boundary).
 */
export const FUNCTIONS_REGION = 'europe-west1';

export const setUserRoleInput = z.object({
  uid: z.string({ error: 'Say whose role to change' }).trim().min(1, 'Say whose role to change'),
  role: roleSchema,
});
export type SetUserRoleInput = z.infer<typeof setUserRoleInput>;

const orderRequestFields = {
  lines: z
    .array(z.object({ itemId: z.string().min(1), quantity: z.number().int().positive('Choose a quantity') }))
    .min(1, 'Your cart is empty')
    .max(50, 'An order has at most 50 lines'),
  fulfilment: z.enum(['delivery', 'pickup']),
  addressId: z.string().min(1).nullable(),
  slot: deliverySlotSchema,
  couponCode: z.string().trim().toUpperCase().min(1).max(20).nullable(),
};

function deliveryNeedsAddress(input: { fulfilment: 'delivery' | 'pickup'; addressId: string | null }) {
  return input.fulfilment === 'pickup' || input.addressId !== null;
}
const ADDRESS_NEEDED = { message: 'Choose a delivery address', path: ['addressId'] };

/** Prices a cart without placing it (checkout shows totals and coupon reasons before the customer pays). */
export const quoteOrderInput = z.object(orderRequestFields).refine(deliveryNeedsAddress, ADDRESS_NEEDED);
export type QuoteOrderInput = z.infer<typeof quoteOrderInput>;

/** Places the order; `requestId` (one per checkout) makes retries safe: the same id never places twice. */
export const placeOrderInput = z
  .object({ ...orderRequestFields, requestId: z.string().uuid() })
  .refine(deliveryNeedsAddress, ADDRESS_NEEDED);
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

export const payWithMpesaInput = z.object({ orderId: z.string().min(1), phone: kenyanPhoneSchema });
export type PayWithMpesaInput = z.input<typeof payWithMpesaInput>;

export const payWithCardInput = z.object({ orderId: z.string().min(1) });
export type PayWithCardInput = z.infer<typeof payWithCardInput>;

export const cancelOrderInput = z.object({ orderId: z.string().min(1) });

/** Admin: gives a paid order to a driver, or takes it back (`driverId: null`). */
export const assignDriverInput = z.object({
  orderId: z.string().min(1),
  driverId: z.string().min(1).nullable(),
});
export type AssignDriverInput = z.infer<typeof assignDriverInput>;

/** What the callables answer (their inputs are the schemas above). */
export type QuoteOrderResult = { pricing: OrderPricing; couponError: string | null };
export type PlaceOrderResult = { orderId: string };
export type PayWithMpesaResult = { paymentId: string; customerMessage: string };
export type PayWithCardResult = { paymentId: string; authorizationUrl: string };

export const CALLABLES = {
  setUserRole: 'setUserRole',
  quoteOrder: 'quoteOrder',
  placeOrder: 'placeOrder',
  payWithMpesa: 'payWithMpesa',
  payWithCard: 'payWithCard',
  cancelOrder: 'cancelOrder',
  assignDriver: 'assignDriver',
} as const;
