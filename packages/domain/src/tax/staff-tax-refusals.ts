import { z } from 'zod/mini';
import type { RefusalSentences } from '../kernel/refusal';

/**
 * Why an Admin's replay of a tax invoice is refused (decision 074): there is no such invoice, or it is not
 * a refused one: in the queue already, or accepted by KRA (sending it again would invoice the sale twice).
 * A module of its own, like the other refusals only staff meet (decision 073).
 */
export const replayRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('tax-invoice-missing') }),
  z.object({ reason: z.literal('tax-invoice-not-refused'), state: z.enum(['queued', 'accepted']) }),
]);
export type ReplayRefusal = z.infer<typeof replayRefusalSchema>;

export const REPLAY_SENTENCES: RefusalSentences<ReplayRefusal> = {
  'tax-invoice-missing': () => 'There is no such tax invoice.',
  'tax-invoice-not-refused': ({ state }) =>
    state === 'queued'
      ? 'This invoice is in the queue already; only a refused invoice can be replayed.'
      : 'KRA has accepted this invoice; only a refused invoice can be replayed.',
};
