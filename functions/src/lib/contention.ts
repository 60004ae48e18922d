import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { SHOP_BUSY_SENTENCES, type ShopBusy } from '@nyama/domain/kernel/shop-busy';

/** Firestore's gRPC status codes that mean "others hold these documents now" (decision 058). */
const ABORTED = 10;
const DEADLINE_EXCEEDED = 4;
/**
 * A commit's write on a condition met a document someone else wrote since it was read (decision 079):
 * created since it was read missing (ALREADY_EXISTS), or updated since (FAILED_PRECONDITION, with the
 * version sentence: the code alone also covers a query without its index, which no retry mends).
 */
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const WRITTEN_SINCE_READ = /does not match the required base version/i;
/** What Firestore says when it gives up on a lock, whatever code it comes under. */
const CONTENDED = /lock timeout|contention/i;

/**
 * Whether Firestore refused because other transactions hold or wrote the same documents: ABORTED (a lock
 * taken from us, "Transaction lock timeout"), DEADLINE_EXCEEDED (waiting for a lock outlasted the call),
 * a conditional write that found its document written since it was read, or any other of its errors
 * naming a lock timeout or contention (RESOURCE_EXHAUSTED "Too much contention on these documents"). An
 * HttpsError is the shop's own answer, never contention: its code is a word, not a number (a rate limit's
 * resource-exhausted is a refusal to show, not a rush to wait out).
 */
export function isContention(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code: unknown = 'code' in error ? error.code : undefined;
  if (typeof code === 'string') return false;
  return (
    code === ABORTED ||
    code === DEADLINE_EXCEEDED ||
    code === ALREADY_EXISTS ||
    (code === FAILED_PRECONDITION && WRITTEN_SINCE_READ.test(error.message)) ||
    CONTENDED.test(error.message)
  );
}

/** Time and chance, given to the retry so that tests can run it on a clock of their own. */
export type RetryClock = {
  nowMs: () => number;
  sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1). */
  random: () => number;
};

const SYSTEM_CLOCK: RetryClock = {
  nowMs: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: () => Math.random(),
};

/**
 * A few seconds of tries: a rush's transactions take a few hundred milliseconds each (decision 022), so
 * the budget outlasts a queue of them, and the customer is told well before the callable's own minute.
 * The first waits are short (a lock is usually released within one transaction's time) and double up to
 * a second.
 */
export const CONTENTION_RETRY = { budgetMs: 5_000, firstDelayMs: 100, maxDelayMs: 1_000 } as const;
/**
 * The same budget for an operation that reads without locks and writes on condition (decision 079): a
 * refusal means another writer got there first and is done, so the next try may start almost at once;
 * the jitter keeps the instances that lost together from meeting again in step.
 */
export const CONDITIONAL_RETRY = { budgetMs: 5_000, firstDelayMs: 10, maxDelayMs: 100 } as const;
type RetryPolicy = { budgetMs: number; firstDelayMs: number; maxDelayMs: number };

/**
 * A transaction run once by Firestore's SDK: retryContention is its only retry, so that its budget is the
 * whole wait (the SDK's own retries back off from one second, and to a minute after RESOURCE_EXHAUSTED).
 */
export const ONE_TRY = { maxAttempts: 1 } as const;

/**
 * Runs `operation` again while Firestore answers contention, waiting between tries a delay that doubles
 * from `firstDelayMs` up to `maxDelayMs`, each jittered to between half and all of it (so that
 * transactions that collided do not collide again in step). No try starts once `budgetMs` since the first
 * has passed: the last contention error is thrown instead. Any other error is thrown at once. The
 * operation runs again with the same input, so it must be idempotent (a transaction that committed while
 * its answer was lost finds its own writes).
 */
export async function retryContention<T>(
  operation: () => Promise<T>,
  clock: RetryClock = SYSTEM_CLOCK,
  policy: RetryPolicy = CONTENTION_RETRY,
): Promise<T> {
  const deadlineMs = clock.nowMs() + policy.budgetMs;
  for (let tries = 1; ; tries++) {
    try {
      return await operation();
    } catch (error) {
      if (!isContention(error)) throw error;
      const ceilingMs = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (tries - 1));
      const delayMs = ceilingMs / 2 + (clock.random() * ceilingMs) / 2;
      if (clock.nowMs() + delayMs > deadlineMs) throw error;
      await clock.sleep(delayMs);
    }
  }
}

/**
 * retryContention, then the busy answer when contention outlasted the budget: HttpsError `unavailable`
 * with the sentence and the mark of the step left undone (@nyama/domain/kernel/shop-busy). Only for a step that
 * writes nothing outside its transactions before it may fail, so that "nothing was placed or charged" is
 * true.
 */
export async function retryOrAnswerBusy<T>(
  step: ShopBusy['busy'],
  operation: () => Promise<T>,
  { clock, policy }: { clock?: RetryClock; policy?: RetryPolicy } = {},
): Promise<T> {
  try {
    return await retryContention(operation, clock, policy);
  } catch (error) {
    if (!isContention(error)) throw error;
    logger.warn(`Contention outlasted the retry budget (${step}): answered busy`, { error: String(error) });
    throw new HttpsError('unavailable', SHOP_BUSY_SENTENCES[step], { busy: step } satisfies ShopBusy);
  }
}
