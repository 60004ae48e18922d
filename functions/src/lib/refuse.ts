import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { refusalSentence, type Refusal, type Refused } from '@nyama/domain/callables/refusal';

/**
 * The one way a function refuses with a reason (decision 073): the English sentence as the message, the
 * refusal itself as the details, which the PWA words in the page's language.
 */
export function refuse(code: FunctionsErrorCode, refusal: Refusal): HttpsError {
  return new HttpsError(code, refusalSentence(refusal), { refusal } satisfies Refused);
}
