import 'fake-indexeddb/auto';
import type { EntityTable } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { deviceDatabase } from './device-database';
import { savedCopy, type StoredCopy } from './saved-copy';

const database = deviceDatabase<{ saved: EntityTable<StoredCopy, 'key'> }>('nyama-driver', [
  { saved: 'key, savedAtMs' },
]);
const counts = z.array(z.int());
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(async () => {
  vi.useRealTimers();
  await database.saved.clear();
});

describe('a live read’s copy on the device', () => {
  it('reads back what it kept, and nothing before it kept anything', async () => {
    const copy = savedCopy(database.saved, 'reports:driver:0', counts);
    expect(await copy.read()).toBeNull();
    await copy.keep([1, 2]);
    expect(await copy.read()).toEqual([1, 2]);
    expect(await savedCopy(database.saved, 'reports:other:0', counts).read()).toBeNull();
  });

  it('is no copy when its schema refuses it (an older app wrote it, or it is damaged)', async () => {
    await database.saved.put({ key: 'reports:driver:0', savedAtMs: Date.now(), data: [1, 'two'] });
    expect(await savedCopy(database.saved, 'reports:driver:0', counts).read()).toBeNull();
  });

  it('lets copies no answer replaced for a week leave the phone', async () => {
    vi.useFakeTimers({ now: 10 * DAY_MS, toFake: ['Date'] });
    await savedCopy(database.saved, 'round:driver:day-1', counts).keep([1]);
    vi.setSystemTime(14 * DAY_MS);
    await savedCopy(database.saved, 'round:driver:day-5', counts).keep([5]);
    vi.setSystemTime(17 * DAY_MS + 1);
    await savedCopy(database.saved, 'round:driver:day-8', counts).keep([8]);
    expect((await database.saved.toArray()).map((copy) => copy.key).sort()).toEqual([
      'round:driver:day-5',
      'round:driver:day-8',
    ]);
  });
});
