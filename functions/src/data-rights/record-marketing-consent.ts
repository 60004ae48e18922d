import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import { consentRecordSchema, MARKETING_CONSENT_WORDING } from '@nyama/domain/people/consent';
import { onContract } from '../lib/callable';
import { refuse } from '../lib/refuse';
import { db } from '../lib/db';

/**
 * Records a customer's yes or no to offers, with the server's time and the words shown beside the switch
 * (decision 064). Through a function rather than a client write: the time is the server's, not a phone's
 * clock, and the words are the shop's current ones, so no client can record an agreement to words it
 * wrote itself.
 */
export const recordMarketingConsent = onContract(
  CALLABLES.recordMarketingConsent,
  async ({ granted, wording }, caller) => {
    if (wording !== MARKETING_CONSENT_WORDING) {
      throw refuse('failed-precondition', { reason: 'consent-wording-changed' });
    }
    const record = consentRecordSchema.parse({ purpose: 'marketing', granted, wording, atMs: Date.now() });
    await db().collection(paths.consents(caller.uid)).add(record);
    return record;
  },
);
