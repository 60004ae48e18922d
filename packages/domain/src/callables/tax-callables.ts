import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { etimsSettingsSchema } from '../tax/etims-device';
import { defineCallable } from './callable-contract';

/** The Admin's part in eTIMS (docs/decisions/074-etims-through-oscu.md): the setup and the refused invoices. */
export const TAX_CALLABLES = {
  /**
   * Puts a refused tax invoice back in the queue, each goods line with its item's tax type as it is now
   * (the Admin corrects the item first), a farmer's reverse invoice with the farmer's name and PIN as
   * their profile has them, or a stock report with its items' tax types as they are now; anything not
   * refused is refused. Audited.
   */
  replayTaxInvoice: defineCallable({
    name: 'replayTaxInvoice',
    action: 'replay tax invoices',
    roles: AREAS.admin,
    input: z.object({
      // A document's id, never a path: `sale-<orderId>`, `credit-<refundId>`, `purchase-<farmerOrderId>`
      // or `stock-<transactionId>-in|out`.
      key: z
        .string()
        .check(z.regex(/^(sale|credit|purchase|stock)-[^/]+$/, 'Say which tax invoice to replay')),
    }),
    output: z.object({ key: z.string() }),
  }),
  /**
   * The shop as KRA registered it, sandbox or production. Another environment, PIN, branch or serial is
   * another device (`deviceIdentity`): the queue installs it and numbers from 1 (`newDevice`). Audited.
   */
  saveEtimsSettings: defineCallable({
    name: 'saveEtimsSettings',
    action: 'set up eTIMS',
    roles: AREAS.admin,
    input: etimsSettingsSchema,
    output: z.object({ newDevice: z.boolean() }),
  }),
} as const;
