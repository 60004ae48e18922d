import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES } from '@nyama/domain/callables/registry';
import { paths } from '@nyama/domain/kernel/paths';
import { consentRecordSchema, MARKETING_CONSENT_WORDING } from '@nyama/domain/people/consent';
import { onContract } from '../lib/callable';
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
      throw new HttpsError(
        'failed-precondition',
        'The wording on this page has changed since it loaded. Reload the page, read it again and choose.',
      );
    }
    const record = consentRecordSchema.parse({ purpose: 'marketing', granted, wording, atMs: Date.now() });
    await db().collection(paths.consents(caller.uid)).add(record);
    return record;
  },
);
