import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { defineCallable } from './callable-contract';
import { buyerInputSchema, LEFTOVER_SALE_STATUSES, saleLineInputSchema } from '../inventory/leftover-sale';
import { recordedPaymentInputSchema } from '../inventory/recorded-payment';
import { reasonSchema } from '../kernel/text';

/** Leftovers sold to buyers (docs/decisions/041-buyers-and-leftover-sales.md); each one audited. */

export const saveBuyerInput = z.object({
  buyerId: z.nullable(z.string().check(z.minLength(1))),
  buyer: buyerInputSchema,
});
export type SaveBuyerInput = z.input<typeof saveBuyerInput>;

/** A sale as on screen: new (`saleId` null) or a draft. Saving keeps it a draft; invoicing also posts it. */
export const leftoverSaleInput = z.object({
  saleId: z.nullable(z.string().check(z.minLength(1))),
  buyerId: z.string().check(z.minLength(1, 'Choose the buyer')),
  lines: z.array(saleLineInputSchema).check(z.minLength(1, 'Add a line'), z.maxLength(40)),
});
export type LeftoverSaleInput = z.infer<typeof leftoverSaleInput>;

const saleOutput = z.object({
  saleId: z.string().check(z.minLength(1)),
  number: z.string().check(z.minLength(1)),
  status: z.enum(LEFTOVER_SALE_STATUSES),
});

export const cancelLeftoverSaleInput = z.object({
  saleId: z.string().check(z.minLength(1)),
  reason: reasonSchema,
});
export type CancelLeftoverSaleInput = z.infer<typeof cancelLeftoverSaleInput>;

export const payLeftoverSaleInput = z.object({
  saleId: z.string().check(z.minLength(1)),
  payment: recordedPaymentInputSchema,
});
export type PayLeftoverSaleInput = z.infer<typeof payLeftoverSaleInput>;

export const LEFTOVER_CALLABLES = {
  saveBuyer: defineCallable({
    name: 'saveBuyer',
    action: 'change buyers',
    roles: AREAS.inner,
    input: saveBuyerInput,
    output: z.object({ buyerId: z.string().check(z.minLength(1)) }),
  }),
  saveLeftoverSale: defineCallable({
    name: 'saveLeftoverSale',
    action: 'draft leftover sales',
    roles: AREAS.inner,
    input: leftoverSaleInput,
    output: saleOutput,
  }),
  invoiceLeftoverSale: defineCallable({
    name: 'invoiceLeftoverSale',
    action: 'invoice leftover sales',
    roles: AREAS.inner,
    input: leftoverSaleInput,
    output: saleOutput,
  }),
  cancelLeftoverSale: defineCallable({
    name: 'cancelLeftoverSale',
    action: 'cancel leftover sales',
    roles: AREAS.inner,
    input: cancelLeftoverSaleInput,
    output: saleOutput,
  }),
  payLeftoverSale: defineCallable({
    name: 'payLeftoverSale',
    action: 'record buyers’ payments',
    roles: AREAS.inner,
    input: payLeftoverSaleInput,
    output: z.extend(saleOutput, { outstandingCents: z.int() }),
  }),
} as const;
