import { z } from 'zod/mini';
import { kraPinSchema } from '../kernel/kra-pin';
import { AREAS } from '../people/access';
import { defineCallable } from './callable-contract';
import {
  ADDRESS_NEEDED,
  deliveryNeedsAddress,
  orderQuoteSchema,
  orderRequestFields,
} from '../orders/order-request';
import { kenyanPhoneSchema } from '../kernel/phone';
import { phoneCustomerInputSchema, phonePaymentSchema } from '../orders/phone-order';

const customerUid = z
  .string({ error: 'Choose the customer' })
  .check(z.trim(), z.minLength(1, 'Choose the customer'));

/** A phone order's request: the customer's order as they would send it, and whose it is. */
export const phoneOrderQuoteInput = z
  .object({ customerUid, ...orderRequestFields })
  .check(z.refine(deliveryNeedsAddress, ADDRESS_NEEDED));
export type PhoneOrderQuoteInput = z.infer<typeof phoneOrderQuoteInput>;

/** `requestId` is made once per draft on the Admin's device: a retried "Place order" never places twice. */
const placePhoneOrderInput = z
  .object({
    customerUid,
    ...orderRequestFields,
    requestId: z.uuid(),
    payment: phonePaymentSchema,
    /** The business's KRA PIN the caller gave for this order's tax invoice; null for none (decision 074). */
    customerPin: z.optional(z.nullable(kraPinSchema)),
  })
  .check(z.refine(deliveryNeedsAddress, ADDRESS_NEEDED));

/** Orders a customer calls in, taken by an Admin (docs/decisions/017-phone-orders.md); each is audited. */
export const PHONE_ORDER_CALLABLES = {
  /** An account without a password for a customer on the phone, with their profile and a delivery address. */
  createPhoneCustomer: defineCallable({
    name: 'createPhoneCustomer',
    action: 'create customers',
    roles: AREAS.admin,
    input: phoneCustomerInputSchema,
    output: z.object({ uid: z.string().check(z.minLength(1)), addressId: z.string().check(z.minLength(1)) }),
  }),
  /** The server's price of a phone order, as the customer's own checkout would price it. */
  quotePhoneOrder: defineCallable({
    name: 'quotePhoneOrder',
    action: 'price phone orders',
    roles: AREAS.admin,
    input: phoneOrderQuoteInput,
    output: orderQuoteSchema,
  }),
  /**
   * Places the order for the customer through placeOrder's own path, recording who took it; pay on
   * delivery confirms it at once (no expiry), M-Pesa leaves it pending for the prompt.
   */
  placePhoneOrder: defineCallable({
    name: 'placePhoneOrder',
    action: 'take phone orders',
    roles: AREAS.admin,
    input: placePhoneOrderInput,
    output: z.object({ orderId: z.string().check(z.minLength(1)) }),
  }),
  /** An M-Pesa prompt for a phone order's total on the customer's phone (any number they give). */
  promptPhoneOrderPayment: defineCallable({
    name: 'promptPhoneOrderPayment',
    action: 'ask customers to pay phone orders',
    roles: AREAS.admin,
    input: z.object({
      orderId: z.string().check(z.minLength(1, 'Say which order')),
      phone: kenyanPhoneSchema,
    }),
    output: z.object({ paymentId: z.string().check(z.minLength(1)) }),
  }),
} as const;
