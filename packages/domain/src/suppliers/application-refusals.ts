import { z } from 'zod/mini';
import { formatKenyanPhone } from '../kernel/phone';
import type { RefusalSentences } from '../kernel/refusal';

/** Why an application is refused to its applicant (decision 073): one waits already, or the link is wrong. */
export const applicationRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('application-waiting'), phone: z.string() }),
  z.object({ reason: z.literal('application-missing') }),
]);
export type ApplicationRefusal = z.infer<typeof applicationRefusalSchema>;

export const APPLICATION_SENTENCES: RefusalSentences<ApplicationRefusal> = {
  'application-waiting': ({ phone }) =>
    `An application from ${formatKenyanPhone(phone)} is waiting for review: use the link you were given to follow it.`,
  'application-missing': () => 'There is no such application: check the link you were given.',
};
