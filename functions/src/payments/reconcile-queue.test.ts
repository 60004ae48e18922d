import { describe, expect, it } from 'vitest';
import { askAgainAfterMs, MAX_ASK_INTERVAL_MS, RECONCILE_AFTER_MS } from './reconcile-queue';

describe('askAgainAfterMs', () => {
  it('doubles the wait with every question that did not settle a document, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((asks) => askAgainAfterMs(asks) / 60_000)).toEqual([
      3, 6, 12, 24, 48, 60, 60, 60,
    ]);
    expect(askAgainAfterMs(1)).toBe(2 * RECONCILE_AFTER_MS);
    expect(askAgainAfterMs(1_000)).toBe(MAX_ASK_INTERVAL_MS);
  });
});
