import type { ProblemWords } from '../../../../lib/problem-words';
import { m } from '../../../../paraglide/messages';

/**
 * The domain's sentences for the driver's fields (its schemas write them in English, for the functions
 * too), in the page's language, for src/lib/problem-words. A sentence not listed here is shown as the
 * domain wrote it.
 */
export const DRIVER_PROBLEM_WORDS: ProblemWords = {
  'Enter the 4-digit code from the customer’s order': () => m.field_driver_problem_code(),
  'Keep the note under 200 characters': () => m.field_driver_problem_note_long(),
  'Say why the customer did not pay': () => m.field_driver_problem_why_unpaid(),
  'Keep the reason under 200 characters': () => m.field_driver_problem_reason_long(),
  'Say why the delivery failed': () => m.field_driver_problem_why_failed(),
  'Write a message': () => m.field_driver_problem_write_message(),
  'Keep it under 120 characters': () => m.field_driver_problem_message_long(),
};
