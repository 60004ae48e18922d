import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { refusalSentence, type Refusal, type Refused } from '@nyama/domain/callables/refusal';
import {
  isStaffRefusal,
  staffRefusalSentence,
  type StaffRefusal,
  type StaffRefused,
} from '@nyama/domain/callables/staff-refusal';

/**
 * The one way a function refuses with a reason (decision 073): the English sentence as the message, the
 * refusal itself as the details, which the PWA words in the page's language. A refusal only staff meet
 * is one of theirs (`StaffRefusal`), worded by the back office.
 */
export function refuse(code: FunctionsErrorCode, refusal: Refusal | StaffRefusal): HttpsError {
  return isStaffRefusal(refusal)
    ? new HttpsError(code, staffRefusalSentence(refusal), { refusal } satisfies StaffRefused)
    : new HttpsError(code, refusalSentence(refusal), { refusal } satisfies Refused);
}
