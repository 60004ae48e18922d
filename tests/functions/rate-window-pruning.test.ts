import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '@nyama/domain/kernel/paths';
import { LONGEST_RATE_WINDOW_MS } from '@nyama/domain/kernel/rate-limits';
import '../../functions/src/lib/setup';
import { db } from '../../functions/src/lib/db';
import { pruneRateWindows } from '../../functions/src/data-rights/prune-rate-windows';
import { functionsHarness } from './env';

const harness = functionsHarness('rate-pruning');
// The job's clock, years back: only this suite's windows are old enough for it, whatever else the
// emulators hold (other suites' windows start now).
const NOW_MS = Date.UTC(2003, 0, 1) + randomInt(0, 1000) * 86_400_000;
const phone = `2547${String(randomInt(0, 1e8)).padStart(8, '0')}`;
const lapsed = paths.rateLimit(`promptsPerPhone_${phone}-${harness.run}`);
const counting = paths.rateLimit(`applicationsPerPhone_${phone}-${harness.run}`);

afterAll(async () => {
  await Promise.all([lapsed, counting].map((path) => db().doc(path).delete()));
  await harness.cleanup();
});

describe('pruneRateWindows', () => {
  it('deletes the windows no rule counts any more, with the phone in their key, and keeps the others', async () => {
    await db()
      .doc(lapsed)
      .set({ startMs: NOW_MS - LONGEST_RATE_WINDOW_MS - 1, count: 5 });
    await db()
      .doc(counting)
      .set({ startMs: NOW_MS - LONGEST_RATE_WINDOW_MS + 60_000, count: 1 });

    expect(await pruneRateWindows(db(), NOW_MS)).toBe(1);
    expect((await db().doc(lapsed).get()).exists).toBe(false);
    expect((await db().doc(counting).get()).get('count')).toBe(1);
    // A second run finds nothing more.
    expect(await pruneRateWindows(db(), NOW_MS)).toBe(0);
  });
});
