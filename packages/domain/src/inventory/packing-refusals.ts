import { z } from 'zod/mini';
import { describeQuantity } from '../catalogue/quantity';
import type { RefusalSentences } from '../kernel/refusal';

/**
 * Why an order cannot be packed from its item's lots (decision 073): they hold less than the scale (or the
 * count) says was taken, by `quantity` in the item's unit; the stock must be received or counted first.
 * Staff meet it on the packing screen; a module of its own, beside the ledger every visitor's screens
 * load, keeps it out of the customer's precache.
 */
export const lotsShortRefusalSchema = z.object({
  reason: z.literal('lots-short'),
  item: z.string(),
  unit: z.enum(['kg', 'piece', 'pack']),
  quantity: z.int(),
});
export type LotsShortRefusal = z.infer<typeof lotsShortRefusalSchema>;

export const LOTS_SHORT_SENTENCES: RefusalSentences<LotsShortRefusal> = {
  'lots-short': ({ item, unit, quantity }) =>
    `The stock lots of ${item} are ${describeQuantity({ unit }, quantity)} short: receive or count it first.`,
};
