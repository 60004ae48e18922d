import { z } from 'zod/mini';

/**
 * The mark a callable's busy answer carries (decision 058): the server met contention on the shop's
 * documents (a rush on one goat or one window) for its whole retry budget and wrote nothing, so the same
 * request may be sent again as it is. It says which step was left undone; the sentence is the reader's.
 */
export const shopBusySchema = z.object({ busy: z.enum(['order', 'payment']) });
export type ShopBusy = z.infer<typeof shopBusySchema>;

/** What the customer (or staff taking a phone order) reads: busy, not offline, and nothing happened. */
export const SHOP_BUSY_SENTENCES: Record<ShopBusy['busy'], string> = {
  order:
    'The shop is busy right now: the order was not placed and nothing was charged. Try again in a moment.',
  payment:
    'The shop is busy right now: the payment did not start and nothing was charged. Try again in a moment.',
};
