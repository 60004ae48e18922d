import { z } from 'zod/mini';
import { AREAS } from '../people/access';
import { defineCallable } from './callable-contract';
import { weighedOutputSchema } from '../inventory/production-order';
import { DOCUMENT_STATUSES, inventoryDocumentBodySchema } from '../inventory/inventory-document';

/**
 * The inner staff's stock actions (docs/decisions/021-inventory-ledger.md). The ledger and the lots are
 * written only through these and the order callables (the rules deny client writes), each posting in
 * the transaction that changes the stock, with its audit entry.
 */

const reasonSchema = z
  .string()
  .check(z.trim(), z.minLength(3, 'Say why'), z.maxLength(200, 'Keep the reason under 200 characters'));

/**
 * Undoes a staff posting (a receipt, a write-off, a count) by posting its negation; a document's posting
 * marks its document reversed with it.
 */
export const reverseInventoryTransactionInput = z.object({
  transactionId: z.string().check(z.minLength(1)),
  reason: reasonSchema,
});
export type ReverseInventoryTransactionInput = z.infer<typeof reverseInventoryTransactionInput>;

/**
 * A receipt note, write-off or stock count as on screen (decision 031): a new one (`documentId` null) or a
 * draft. Saving keeps it a draft; posting saves it and posts its lines, in one transaction.
 */
export const inventoryDocumentInput = z.object({
  documentId: z.nullable(z.string().check(z.minLength(1))),
  body: inventoryDocumentBodySchema,
});
export type InventoryDocumentInput = z.infer<typeof inventoryDocumentInput>;

const inventoryDocumentOutput = z.object({
  documentId: z.string().check(z.minLength(1)),
  number: z.string().check(z.minLength(1)),
  status: z.enum(DOCUMENT_STATUSES),
  transactionId: z.nullable(z.string()),
});

/** A carcass lot cut by a butcher into the weighed outputs, posted at once (decision 034). */
export const postProductionOrderInput = z.object({
  carcassLotId: z.string().check(z.minLength(1, 'Choose the carcass')),
  butcherId: z.string().check(z.minLength(1, 'Choose the butcher')),
  outputs: z.array(weighedOutputSchema).check(z.minLength(1, 'Weigh the outputs'), z.maxLength(40)),
});
export type PostProductionOrderInput = z.infer<typeof postProductionOrderInput>;

export const INVENTORY_CALLABLES = {
  postProductionOrder: defineCallable({
    name: 'postProductionOrder',
    action: 'cut carcasses',
    roles: AREAS.inner,
    input: postProductionOrderInput,
    output: z.object({
      productionOrderId: z.string().check(z.minLength(1)),
      number: z.string().check(z.minLength(1)),
    }),
  }),
  saveInventoryDocument: defineCallable({
    name: 'saveInventoryDocument',
    action: 'save stock documents',
    roles: AREAS.inner,
    input: inventoryDocumentInput,
    output: inventoryDocumentOutput,
  }),
  postInventoryDocument: defineCallable({
    name: 'postInventoryDocument',
    action: 'post stock documents',
    roles: AREAS.inner,
    input: inventoryDocumentInput,
    output: inventoryDocumentOutput,
  }),
  reverseInventoryTransaction: defineCallable({
    name: 'reverseInventoryTransaction',
    action: 'reverse stock postings',
    roles: AREAS.inner,
    input: reverseInventoryTransactionInput,
    output: z.object({ transactionId: z.string().check(z.minLength(1)) }),
  }),
} as const;
