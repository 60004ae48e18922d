import { describe, expect, it } from 'vitest';
import {
  earlierOrderOf,
  maybeUnpaid,
  NO_CHECKOUTS,
  recordPlaced,
  spendRate,
  tooOften,
  tooOftenSentence,
} from './rate-limits';

const RULE = { max: 2, windowMs: 60_000 };

describe('spendRate', () => {
  it('allows max uses per window, then says when the window ends', () => {
    const first = spendRate(null, RULE, 1_000);
    expect(first).toEqual({ ok: true, window: { startMs: 1_000, count: 1 } });
    const second = spendRate(first.ok ? first.window : null, RULE, 2_000);
    expect(second).toEqual({ ok: true, window: { startMs: 1_000, count: 2 } });
    expect(spendRate({ startMs: 1_000, count: 2 }, RULE, 30_000)).toEqual({ ok: false, retryAtMs: 61_000 });
  });
  it('starts a new window once the last one is over', () => {
    expect(spendRate({ startMs: 1_000, count: 2 }, RULE, 61_000)).toEqual({
      ok: true,
      window: { startMs: 61_000, count: 1 },
    });
  });
});

describe('a spent limit', () => {
  it('says which limit and when to try again, rounded up to whole minutes, at least one', () => {
    expect(tooOftenSentence(tooOften('placeOrder', 10_000, 9_000))).toBe(
      'You have placed many orders in a short time. Try again in 1 minute.',
    );
    expect(tooOften('payOrder', 10 * 60_000 + 1, 0)).toEqual({
      reason: 'too-often',
      rule: 'payOrder',
      minutes: 11,
    });
    expect(tooOftenSentence(tooOften('payOrder', 10 * 60_000 + 1, 0))).toBe(
      'You have started many payments in a short time. Try again in 11 minutes.',
    );
  });
});

describe('the checkout record', () => {
  it('remembers the newest 20 requests and the unpaid orders until they expire', () => {
    let record = NO_CHECKOUTS;
    for (let index = 0; index < 25; index++) {
      record = recordPlaced(
        record,
        { requestId: `r${index}`, orderId: `o${index}`, expiresAtMs: index < 24 ? 1_000 * index : null },
        22_500,
      );
    }
    expect(record.requests).toHaveLength(20);
    expect(earlierOrderOf(record, 'r24')).toBe('o24');
    expect(earlierOrderOf(record, 'r4')).toBeNull();
    // Orders 23 and 24 were placed after 22.5 s; 24 is paid on delivery, so it is never unpaid.
    expect(maybeUnpaid(record, 22_500)).toEqual(['o23']);
  });
});
