import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { defineCallable } from './callable-contract';
import {
  farmerOrderStatusSchema,
  farmerOrderTermsSchema,
  staffFarmerOrderActionSchema,
  weighInSchema,
} from '../inventory/farmer-order';
import { recordedPaymentInputSchema } from '../inventory/recorded-payment';

/** The shop's side of buying livestock (docs/decisions/040-farmer-orders.md); each one audited. */

const orderIdSchema = z.string().check(z.minLength(1, 'Say which farmer order'));
const farmerUidSchema = z.nullable(z.string().check(z.minLength(1)));

/** New drafts: one from the form, or one per species from the forecast's buying plan in one click. */
export const draftFarmerOrdersInput = z.object({
  drafts: z
    .array(z.object({ farmerUid: farmerUidSchema, terms: farmerOrderTermsSchema }))
    .check(z.minLength(1, 'Nothing to draft'), z.maxLength(10)),
});
export type DraftFarmerOrdersInput = z.infer<typeof draftFarmerOrdersInput>;

export const updateFarmerOrderInput = z.object({
  orderId: orderIdSchema,
  farmerUid: farmerUidSchema,
  terms: farmerOrderTermsSchema,
});
export type UpdateFarmerOrderInput = z.infer<typeof updateFarmerOrderInput>;

export const actOnFarmerOrderInput = z.object({
  orderId: orderIdSchema,
  action: staffFarmerOrderActionSchema,
});
export type ActOnFarmerOrderInput = z.infer<typeof actOnFarmerOrderInput>;

export const weighInFarmerOrderInput = z.object({ orderId: orderIdSchema, weighIn: weighInSchema });
export type WeighInFarmerOrderInput = z.infer<typeof weighInFarmerOrderInput>;

export const payFarmerOrderInput = z.object({ orderId: orderIdSchema, payment: recordedPaymentInputSchema });
export type PayFarmerOrderInput = z.infer<typeof payFarmerOrderInput>;

const statusOutput = z.object({ orderId: z.string(), status: farmerOrderStatusSchema });

export const FARMER_ORDER_CALLABLES = {
  draftFarmerOrders: defineCallable({
    name: 'draftFarmerOrders',
    action: 'draft farmer orders',
    roles: AREAS.inner,
    input: draftFarmerOrdersInput,
    output: z.object({ orders: z.array(z.object({ orderId: z.string(), number: z.string() })) }),
  }),
  updateFarmerOrder: defineCallable({
    name: 'updateFarmerOrder',
    action: 'change farmer orders',
    roles: AREAS.inner,
    input: updateFarmerOrderInput,
    output: statusOutput,
  }),
  actOnFarmerOrder: defineCallable({
    name: 'actOnFarmerOrder',
    action: 'send or cancel farmer orders',
    roles: AREAS.inner,
    input: actOnFarmerOrderInput,
    output: statusOutput,
  }),
  weighInFarmerOrder: defineCallable({
    name: 'weighInFarmerOrder',
    action: 'weigh in farmers’ deliveries',
    roles: AREAS.inner,
    input: weighInFarmerOrderInput,
    output: z.extend(statusOutput, { lotId: z.string(), lotNumber: z.string() }),
  }),
  payFarmerOrder: defineCallable({
    name: 'payFarmerOrder',
    action: 'record payments to farmers',
    roles: AREAS.inner,
    input: payFarmerOrderInput,
    output: z.extend(statusOutput, { outstandingCents: z.int() }),
  }),
} as const;
