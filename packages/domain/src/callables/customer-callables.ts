import { z } from 'zod/mini';
import { kenyanPhoneSchema } from '../kernel/phone';
import { orderQuoteSchema, placeOrderInput, quoteOrderInput } from '../orders/order-request';
import { ROLES } from '../people/roles';
import { defineCallable, type CallableResult } from './callable-contract';

/** Any signed-in account. */
const SIGNED_IN = ROLES;

export const payWithMpesaInput = z.object({
  orderId: z.string().check(z.minLength(1)),
  phone: kenyanPhoneSchema,
});
export type PayWithMpesaInput = z.input<typeof payWithMpesaInput>;

export const payWithCardInput = z.object({ orderId: z.string().check(z.minLength(1)) });
export type PayWithCardInput = z.infer<typeof payWithCardInput>;

const cancelOrderInput = z.object({ orderId: z.string().check(z.minLength(1)) });

/**
 * What a customer's own screens call: pricing, placing and paying for an order, and cancelling it. A page
 * that calls one of them builds only these schemas, not every area's (decision 077).
 */
export const CUSTOMER_CALLABLES = {
  quoteOrder: defineCallable({
    name: 'quoteOrder',
    action: 'price orders',
    roles: SIGNED_IN,
    input: quoteOrderInput,
    output: orderQuoteSchema,
  }),
  placeOrder: defineCallable({
    name: 'placeOrder',
    action: 'place orders',
    roles: SIGNED_IN,
    input: placeOrderInput,
    output: z.object({ orderId: z.string().check(z.minLength(1)) }),
  }),
  payWithMpesa: defineCallable({
    name: 'payWithMpesa',
    action: 'pay for orders',
    roles: SIGNED_IN,
    input: payWithMpesaInput,
    output: z.object({ paymentId: z.string().check(z.minLength(1)), customerMessage: z.string() }),
  }),
  payWithCard: defineCallable({
    name: 'payWithCard',
    action: 'pay for orders',
    roles: SIGNED_IN,
    input: payWithCardInput,
    output: z.object({ paymentId: z.string().check(z.minLength(1)), authorizationUrl: z.url() }),
  }),
  cancelOrder: defineCallable({
    name: 'cancelOrder',
    action: 'cancel orders',
    roles: SIGNED_IN,
    input: cancelOrderInput,
    output: z.object({ orderId: z.string(), status: z.literal('cancelled') }),
  }),
} as const;

export type QuoteOrderResult = CallableResult<typeof CUSTOMER_CALLABLES.quoteOrder>;
export type PlaceOrderResult = CallableResult<typeof CUSTOMER_CALLABLES.placeOrder>;
export type PayWithMpesaResult = CallableResult<typeof CUSTOMER_CALLABLES.payWithMpesa>;
export type PayWithCardResult = CallableResult<typeof CUSTOMER_CALLABLES.payWithCard>;
