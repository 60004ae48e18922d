import { FirebaseError } from 'firebase/app';
import { staffRefusedSchema } from '@nyama/domain/callables/staff-refusal';
import { describeCallableError } from '../../../lib/firebase/callable-error';
import { staffRefusalWords } from './staff-refusal-words';

/**
 * The one way a back-office screen says why a call failed, in the page's language: a refusal only staff
 * meet is worded from its details here; anything else as every screen words it (describeCallableError).
 */
export function describeStaffError(error: unknown): string {
  const details = error instanceof FirebaseError && 'details' in error ? error.details : undefined;
  const refused = staffRefusedSchema.safeParse(details);
  return refused.success ? staffRefusalWords(refused.data.refusal) : describeCallableError(error);
}
