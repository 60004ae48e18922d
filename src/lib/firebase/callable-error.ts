import { FirebaseError } from 'firebase/app';
import { z } from 'zod/mini';
import { refusedSchema } from '@nyama/domain/callables/refusal';
import { shopBusySchema, type ShopBusy } from '@nyama/domain/kernel/shop-busy';
import { m } from '../../paraglide/messages';
import { refusalWords } from '../refusal-words';

/** The callable SDK appends the HTTP status to the server's message: "Only 2 kg left. [400]". */
const STATUS_SUFFIX = / \[\d+\]$/;
/** Status 0: the request got no answer at all (no network, or the connection dropped on the way). */
const NO_ANSWER = / \[0\]$/;

/**
 * The sentences of our own for answers that carry none, in the page's language (decision 072). Only a
 * request that got no answer blames the connection: an answer came from somewhere, so the shop (or
 * Google's front door to it) was reached.
 */
const BY_CODE: Record<string, () => string> = {
  internal: m.shared_error_internal,
  // Google's front door refusing while the shop's functions are all taken (a rush), before any ran.
  unavailable: m.shared_error_busy,
  'resource-exhausted': m.shared_error_busy,
  'deadline-exceeded': m.shared_error_too_long,
  unauthenticated: m.shared_error_sign_in,
};

/** A busy answer's step (decision 058), as the domain's SHOP_BUSY_SENTENCES says it, in the page's language. */
const BUSY_WORDS: Record<ShopBusy['busy'], () => string> = {
  order: m.shared_error_busy_order,
  payment: m.shared_error_busy_payment,
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
 * The sentence to show for a failed callable, in the page's language. A refusal with a reason (decision
 * 073) and a busy answer are worded here from their details; another HttpsError's message is shown as the
 * function wrote it (the back office's own refusals, in English); errors without a sentence (a crash, no
 * network) get one of ours.
 */
export function describeCallableError(error: unknown): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return m.shared_error_offline();
  }
  if (error instanceof z.core.$ZodError) return error.issues[0]?.message ?? m.shared_error_check_choices();
  if (!(error instanceof FirebaseError) || !error.code.startsWith('functions/')) {
    return m.shared_error_something();
  }
  const busy = shopBusyStep(error);
  if (busy) return BUSY_WORDS[busy]();
  const refused = refusedSchema.safeParse('details' in error ? error.details : undefined);
  if (refused.success) return refusalWords(refused.data.refusal);
  if (NO_ANSWER.test(error.message)) return m.shared_error_not_reached();
  const code = error.code.slice('functions/'.length);
  const message = error.message.replace(STATUS_SUFFIX, '');
  const fromServer = message !== '' && message.toLowerCase() !== code && !message.startsWith('Backend error');
  return fromServer ? message : (BY_CODE[code]?.() ?? m.shared_error_something());
}
