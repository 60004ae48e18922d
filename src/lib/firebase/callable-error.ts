import { FirebaseError } from 'firebase/app';
import { z } from 'zod/mini';
import { SHOP_BUSY_SENTENCES, shopBusySchema, type ShopBusy } from '@nyama/domain/kernel/shop-busy';

/** The callable SDK appends the HTTP status to the server's message: "Only 2 kg left. [400]". */
const STATUS_SUFFIX = / \[\d+\]$/;
/** Status 0: the request got no answer at all (no network, or the connection dropped on the way). */
const NO_ANSWER = / \[0\]$/;

const NOT_REACHED = 'We could not reach the shop. Check your connection and try again.';

/**
 * The sentences of our own for answers that carry none. Only a request that got no answer blames the
 * connection: an answer came from somewhere, so the shop (or Google's front door to it) was reached.
 */
const BY_CODE: Record<string, string> = {
  internal: 'Something went wrong at the shop. Try again in a moment.',
  // Google's front door refusing while the shop's functions are all taken (a rush), before any ran.
  unavailable: 'The shop is busy right now. Try again in a moment.',
  'resource-exhausted': 'The shop is busy right now. Try again in a moment.',
  'deadline-exceeded': 'The shop took too long to answer. Try again in a moment.',
  unauthenticated: 'Sign in again to continue.',
};

/**
 * The step a busy answer (decision 058) left undone, or null for any other error: the server met a rush
 * for its whole retry budget and did nothing, so the same request may be sent again as it is.
 */
export function shopBusyStep(error: unknown): ShopBusy['busy'] | null {
  if (!(error instanceof FirebaseError) || !('details' in error)) return null;
  const busy = shopBusySchema.safeParse(error.details);
  return busy.success ? busy.data.busy : null;
}

/**
 * Whether the server refused what was typed (its schema's sentence, `invalid-argument`): shown beside the
 * field. Any other refusal is about the order or the moment, and is the form's message.
 */
export function refusedInput(error: unknown): boolean {
  return error instanceof FirebaseError && error.code === 'functions/invalid-argument';
}

/**
 * The sentence to show for a failed callable. Functions answer HttpsErrors whose message is written for
 * the customer; a busy answer reads as its step says; errors without a sentence (a crash, no network) get
 * one of ours.
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
  const busy = shopBusyStep(error);
  if (busy) return SHOP_BUSY_SENTENCES[busy];
  if (NO_ANSWER.test(error.message)) return NOT_REACHED;
  const code = error.code.slice('functions/'.length);
  const message = error.message.replace(STATUS_SUFFIX, '');
  const fromServer = message !== '' && message.toLowerCase() !== code && !message.startsWith('Backend error');
  return fromServer ? message : (BY_CODE[code] ?? 'Something went wrong. Please try again.');
}
