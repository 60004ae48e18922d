import { z } from 'zod';
import { AREAS } from './access';
import { defineCallable } from './callable-contract';

/**
 * The inner staff's stock actions (docs/decisions/021-inventory-ledger.md). The ledger and the lots are
 * written only through these and the order callables (the rules deny client writes), each posting in
 * the transaction that changes the stock, with its audit entry.
 */

const reasonSchema = z.string().trim().min(3, 'Say why').max(200, 'Keep the reason under 200 characters');

/** Undoes a staff posting (a receipt, a write-off, a count) by posting its negation. */
export const reverseInventoryTransactionInput = z.object({
  transactionId: z.string().min(1),
  reason: reasonSchema,
});
export type ReverseInventoryTransactionInput = z.infer<typeof reverseInventoryTransactionInput>;

export const INVENTORY_CALLABLES = {
  reverseInventoryTransaction: defineCallable({
    name: 'reverseInventoryTransaction',
    action: 'reverse stock postings',
    roles: AREAS.inner,
    input: reverseInventoryTransactionInput,
    output: z.object({ transactionId: z.string().min(1) }),
  }),
} as const;
