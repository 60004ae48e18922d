import { FirebaseError } from 'firebase/app';
import { z } from 'zod/mini';

/** The callable SDK appends the HTTP status to the server's message: "Only 2 kg left. [400]". */
const STATUS_SUFFIX = / \[\d+\]$/;

const BY_CODE: Record<string, string> = {
  internal: 'Something went wrong, or the shop could not be reached. Check your connection and try again.',
  unavailable: 'We could not reach the shop. Check your connection and try again.',
  'deadline-exceeded': 'The shop took too long to answer. Check your connection and try again.',
  unauthenticated: 'Sign in again to continue.',
};

/**
 * The sentence to show for a failed callable. Functions answer HttpsErrors whose message is written for
 * the customer; errors without one (a crash, no network) get a sentence of ours.
 */
export function describeCallableError(error: unknown): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return 'You are offline. Connect to the internet and try again.';
  }
  if (error instanceof z.core.$ZodError)
    return error.issues[0]?.message ?? 'Check your choices and try again.';
  if (!(error instanceof FirebaseError) || !error.code.startsWith('functions/')) {
    return 'Something went wrong. Please try again.';
  }
  const code = error.code.slice('functions/'.length);
  const message = error.message.replace(STATUS_SUFFIX, '');
  const fromServer = message !== '' && message.toLowerCase() !== code && !message.startsWith('Backend error');
  return fromServer ? message : (BY_CODE[code] ?? 'Something went wrong. Please try again.');
}
