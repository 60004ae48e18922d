import { z } from 'zod/mini';

/**
 * The sentence a customer reads beside the offers switch on /user. A consent record keeps the words
 * exactly as shown (Data Protection Act 2019 s.32: the shop must be able to prove what was agreed to),
 * so changing this sentence makes earlier records keep their own words, and a page still showing the
 * old sentence is refused rather than recorded under words the customer never read.
 */
export const MARKETING_CONSENT_WORDING =
  'Send me offers and new cuts from Nyama Shop by push notification and SMS. I can turn this off at any time here.';

/** users/{uid}/consents/{id}: one change of mind, never edited; the newest says where it stands. */
export const consentRecordSchema = z.object({
  purpose: z.literal('marketing'),
  granted: z.boolean(),
  wording: z.string().check(z.minLength(1)),
  /** The server's clock when it was recorded, not the phone's. */
  atMs: z.int(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** What the switch sends: the choice and the words it showed beside it. */
export const recordMarketingConsentInput = z.object({
  granted: z.boolean(),
  wording: z.string(),
});
