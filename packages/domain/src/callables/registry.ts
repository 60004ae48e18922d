import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { defineCallable, type CallableContract } from './callable-contract';
import { CATALOGUE_CALLABLES } from './catalogue-callables';
import { CUSTOMER_RECORD_CALLABLES } from './customer-record-callables';
import { DATA_RIGHTS_CALLABLES } from './data-rights-callables';
import { FARMER_ORDER_CALLABLES } from './farmer-order-callables';
import { INVENTORY_CALLABLES } from './inventory-callables';
import { LEFTOVER_CALLABLES } from './leftover-callables';
import { SUPPLIER_CALLABLES } from './supplier-callables';
import { orderQuoteSchema, placeOrderInput, quoteOrderInput } from '../orders/order-request';
import { PHONE_ORDER_CALLABLES } from './phone-order-callables';
import { kenyanPhoneSchema } from '../kernel/phone';
import { savePushSubscriptionInput } from '../orders/push';
import { ORDER_CALLABLES } from './order-callables';
import { REFUND_REASON_MAX, REFUND_REASON_MIN, refundStateSchema } from '../payments/refund';
import { ROLES, roleSchema } from '../people/roles';
import { SHOP_DAY_CALLABLES } from './shop-day-callables';
import { TAX_CALLABLES } from './tax-callables';

export {
  placeOrderInput,
  quoteOrderInput,
  type PlaceOrderInput,
  type QuoteOrderInput,
} from '../orders/order-request';

export const FUNCTIONS_REGION = 'europe-west1';

/** Any signed-in account. */
export const SIGNED_IN = ROLES;

export const setUserRoleInput = z.object({
  uid: z
    .string({ error: 'Say whose role to change' })
    .check(z.trim(), z.minLength(1, 'Say whose role to change')),
  role: roleSchema,
});
export type SetUserRoleInput = z.infer<typeof setUserRoleInput>;

export const payWithMpesaInput = z.object({
  orderId: z.string().check(z.minLength(1)),
  phone: kenyanPhoneSchema,
});
export type PayWithMpesaInput = z.input<typeof payWithMpesaInput>;

export const payWithCardInput = z.object({ orderId: z.string().check(z.minLength(1)) });
export type PayWithCardInput = z.infer<typeof payWithCardInput>;

export const cancelOrderInput = z.object({ orderId: z.string().check(z.minLength(1)) });

/** Admin: gives paid orders (one, or many at once from the board) to a driver, or takes them back (`driverId: null`). */
export const assignDriverInput = z.object({
  orderIds: z
    .array(z.string().check(z.minLength(1)))
    .check(z.minLength(1, 'Choose at least one order'), z.maxLength(50, 'Assign at most 50 orders at once')),
  driverId: z.nullable(z.string().check(z.minLength(1))),
});
export type AssignDriverInput = z.infer<typeof assignDriverInput>;

/**
 * Admin: gives money back on a payment (part or all of it). `requestId` is made once per refund dialog
 * (crypto.randomUUID()): a retried call returns the first call's refund instead of refunding again.
 */
export const refundPaymentInput = z.object({
  paymentId: z.string().check(z.minLength(1, 'Choose the payment to refund')),
  // Whole cents above 0 is the refund's own rule (refundRefusal): refused as data the screen words.
  amountCents: z.number(),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(REFUND_REASON_MIN, 'Say why the money goes back (the customer sees it)'),
      z.maxLength(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters`),
    ),
  requestId: z.uuid(),
});
export type RefundPaymentInput = z.infer<typeof refundPaymentInput>;

export const CALLABLES = {
  setUserRole: defineCallable({
    name: 'setUserRole',
    action: 'change roles',
    roles: AREAS.admin,
    input: setUserRoleInput,
    output: z.object({ uid: z.string(), role: roleSchema }),
  }),
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
  assignDriver: defineCallable({
    name: 'assignDriver',
    action: 'assign drivers',
    roles: AREAS.admin,
    input: assignDriverInput,
    output: z.object({ orderIds: z.array(z.string()), driverId: z.nullable(z.string()) }),
  }),
  ...ORDER_CALLABLES,
  ...PHONE_ORDER_CALLABLES,
  refundPayment: defineCallable({
    name: 'refundPayment',
    action: 'refund payments',
    roles: AREAS.admin,
    input: refundPaymentInput,
    output: z.object({ refundId: z.string().check(z.minLength(1)), state: refundStateSchema }),
  }),
  ...CATALOGUE_CALLABLES,
  ...INVENTORY_CALLABLES,
  ...FARMER_ORDER_CALLABLES,
  ...LEFTOVER_CALLABLES,
  ...SUPPLIER_CALLABLES,
  ...SHOP_DAY_CALLABLES,
  ...TAX_CALLABLES,
  ...DATA_RIGHTS_CALLABLES,
  ...CUSTOMER_RECORD_CALLABLES,
  savePushSubscription: defineCallable({
    name: 'savePushSubscription',
    action: 'turn on notifications',
    roles: SIGNED_IN,
    input: savePushSubscriptionInput,
    output: z.object({
      subscriptionId: z.string().check(z.minLength(1)),
      dropped: z.int().check(z.nonnegative()),
    }),
  }),
} as const;

/** What a contract's function answers. */
export type CallableResult<C extends CallableContract> = z.output<C['output']>;
export type QuoteOrderResult = CallableResult<typeof CALLABLES.quoteOrder>;
export type PlaceOrderResult = CallableResult<typeof CALLABLES.placeOrder>;
export type PayWithMpesaResult = CallableResult<typeof CALLABLES.payWithMpesa>;
export type PayWithCardResult = CallableResult<typeof CALLABLES.payWithCard>;
export type RefundPaymentResult = CallableResult<typeof CALLABLES.refundPayment>;
