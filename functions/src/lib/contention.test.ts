import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { SHOP_BUSY_SENTENCES } from '@nyama/domain/kernel/shop-busy';
import {
  CONDITIONAL_RETRY,
  CONTENTION_RETRY,
  isContention,
  retryContention,
  retryOrAnswerBusy,
  type RetryClock,
} from './contention';

/** An error as Firestore's SDK throws it: the gRPC status as a number. */
const firestoreError = (code: number, message: string) => Object.assign(new Error(message), { code });
const lockTimeout = () => firestoreError(10, '10 ABORTED: Transaction lock timeout.');

/**
 * A clock that moves only when the retry sleeps or a try takes `tryMs`; `random` is the jitter's draw.
 * Records every wait and every try's start.
 */
function fakeClock({ random = 0.5, tryMs = 0 } = {}) {
  let nowMs = 0;
  const sleeps: number[] = [];
  const triesAtMs: number[] = [];
  const clock: RetryClock = {
    nowMs: () => nowMs,
    sleep: async (ms) => {
      sleeps.push(ms);
      nowMs += ms;
    },
    random: () => random,
  };
  /** An operation that fails with `failures` errors in turn, then answers `value`. */
  function operation<T>(failures: Error[], value: T) {
    return async () => {
      triesAtMs.push(nowMs);
      nowMs += tryMs;
      const failure = failures[triesAtMs.length - 1];
      if (failure) throw failure;
      return value;
    };
  }
  return { clock, sleeps, triesAtMs, operation };
}

describe('isContention', () => {
  it('knows Firestore refusing because others hold the documents', () => {
    expect(isContention(lockTimeout())).toBe(true);
    expect(isContention(firestoreError(10, '10 ABORTED: Aborted due to cross-transaction contention.'))).toBe(
      true,
    );
    expect(isContention(firestoreError(4, '4 DEADLINE_EXCEEDED: Deadline exceeded'))).toBe(true);
    expect(
      isContention(
        firestoreError(8, '8 RESOURCE_EXHAUSTED: Too much contention on these documents. Please try again.'),
      ),
    ).toBe(true);
    expect(isContention(new Error('Transaction lock timeout'))).toBe(true);
  });

  it('knows a conditional write that found its document written since it was read', () => {
    expect(
      isContention(
        firestoreError(
          9,
          '9 FAILED_PRECONDITION: the stored version (1795932679873583) does not match the required base version (1795932679544224)',
        ),
      ),
    ).toBe(true);
    expect(isContention(firestoreError(6, '6 ALREADY_EXISTS: Document already exists'))).toBe(true);
  });

  it('leaves every other failure alone, and the shop’s own answers above all', () => {
    expect(isContention(firestoreError(8, '8 RESOURCE_EXHAUSTED: Quota exceeded.'))).toBe(false);
    expect(isContention(firestoreError(5, '5 NOT_FOUND: No document to update'))).toBe(false);
    expect(
      isContention(
        firestoreError(9, '9 FAILED_PRECONDITION: The query requires an index. You can create it here'),
      ),
    ).toBe(false);
    expect(isContention(new HttpsError('resource-exhausted', 'You have placed many orders.'))).toBe(false);
    expect(isContention(new HttpsError('aborted', 'Too much contention, said a handler.'))).toBe(false);
    expect(isContention(new HttpsError('failed-precondition', 'Test broiler is sold out.'))).toBe(false);
    expect(isContention(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isContention('10 ABORTED: Transaction lock timeout.')).toBe(false);
  });
});

describe('retryContention', () => {
  it('tries again after contention and answers what the try that got through answered', async () => {
    const { clock, sleeps, triesAtMs, operation } = fakeClock();
    const answer = await retryContention(operation([lockTimeout(), lockTimeout()], 'placed'), clock);
    expect(answer).toBe('placed');
    expect(triesAtMs).toEqual([0, 75, 225]);
    // Half of each doubling ceiling (100, 200 ms), plus the draw's share (0.5) of the other half.
    expect(sleeps).toEqual([75, 150]);
  });

  it('starts no try once the budget has passed, and throws the last contention', async () => {
    const { clock, sleeps, triesAtMs, operation } = fakeClock();
    const last = lockTimeout();
    const failures = [...Array.from({ length: 9 }, lockTimeout), last, lockTimeout()];
    await expect(retryContention(operation(failures, 'never'), clock)).rejects.toBe(last);
    // Waits double from 100 ms up to a second, each 3/4 of its ceiling: 10 tries fit in 5 s.
    expect(sleeps).toEqual([75, 150, 300, 600, 750, 750, 750, 750, 750]);
    expect(triesAtMs).toHaveLength(10);
    expect(triesAtMs.at(-1)).toBe(4875);
    expect(triesAtMs.every((atMs) => atMs <= CONTENTION_RETRY.budgetMs)).toBe(true);
  });

  it('counts the tries’ own time against the budget', async () => {
    const { clock, triesAtMs, operation } = fakeClock({ tryMs: 1_200 });
    await expect(
      retryContention(operation(Array.from({ length: 10 }, lockTimeout), 'never'), clock),
    ).rejects.toMatchObject({ code: 10 });
    // A try that ends past 5 s minus the next wait is the last: 4 tries, the last ending at 5,325 ms.
    expect(triesAtMs).toEqual([0, 1_275, 2_625, 4_125]);
  });

  it('jitters each wait between half and all of its ceiling', async () => {
    const low = fakeClock({ random: 0 });
    await retryContention(low.operation([lockTimeout(), lockTimeout(), lockTimeout()], 1), low.clock);
    expect(low.sleeps).toEqual([50, 100, 200]);
    const high = fakeClock({ random: 0.999 });
    await retryContention(high.operation([lockTimeout(), lockTimeout(), lockTimeout()], 1), high.clock);
    high.sleeps.forEach((ms, index) => {
      expect(ms).toBeGreaterThan(low.sleeps[index] ?? 0);
      expect(ms).toBeLessThan(2 * (low.sleeps[index] ?? 0));
    });
  });

  it('throws any other failure at once, untried', async () => {
    const { clock, sleeps, triesAtMs, operation } = fakeClock();
    const soldOut = new HttpsError('failed-precondition', 'Test broiler is sold out.');
    await expect(retryContention(operation([soldOut], 'never'), clock)).rejects.toBe(soldOut);
    expect(triesAtMs).toEqual([0]);
    expect(sleeps).toEqual([]);
  });
});

describe('retryOrAnswerBusy', () => {
  it('answers busy, with the step left undone, once contention outlasts the budget', async () => {
    const { clock, triesAtMs, operation } = fakeClock();
    const failures = Array.from({ length: 20 }, lockTimeout);
    const answer = retryOrAnswerBusy('order', operation(failures, 'never'), { clock });
    await expect(answer).rejects.toBeInstanceOf(HttpsError);
    await expect(answer).rejects.toMatchObject({
      code: 'unavailable',
      message: SHOP_BUSY_SENTENCES.order,
      details: { busy: 'order' },
    });
    expect(triesAtMs).toHaveLength(10);
  });

  it('tries again almost at once after a conditional write lost, on the same budget', async () => {
    const { clock, sleeps, triesAtMs, operation } = fakeClock({ tryMs: 20 });
    const lost = () =>
      firestoreError(
        9,
        '9 FAILED_PRECONDITION: the stored version (2) does not match the required base version (1)',
      );
    const answer = retryOrAnswerBusy('order', operation([lost(), lost(), lost()], 'placed'), {
      clock,
      policy: CONDITIONAL_RETRY,
    });
    expect(await answer).toBe('placed');
    // Half of each doubling ceiling (10, 20, 40 ms), plus the draw's share (0.5) of the other half.
    expect(sleeps).toEqual([7.5, 15, 30]);
    expect(triesAtMs).toEqual([0, 27.5, 62.5, 112.5]);
    const busy = fakeClock({ tryMs: 20 });
    const refused = retryOrAnswerBusy('order', busy.operation(Array.from({ length: 200 }, lost), 'never'), {
      clock: busy.clock,
      policy: CONDITIONAL_RETRY,
    });
    await expect(refused).rejects.toMatchObject({ code: 'unavailable', details: { busy: 'order' } });
    expect(busy.triesAtMs.at(-1)).toBeLessThanOrEqual(CONDITIONAL_RETRY.budgetMs);
    expect(busy.triesAtMs.length).toBeGreaterThan(40);
  });

  it('answers what got through, and lets the shop’s own refusals pass as they are', async () => {
    const placed = fakeClock();
    expect(
      await retryOrAnswerBusy('payment', placed.operation([lockTimeout()], 'pay-1'), {
        clock: placed.clock,
      }),
    ).toBe('pay-1');
    const refused = fakeClock();
    const notFound = new HttpsError('not-found', 'There is no such order.');
    await expect(
      retryOrAnswerBusy('payment', refused.operation([notFound], 'never'), { clock: refused.clock }),
    ).rejects.toBe(notFound);
  });
});
