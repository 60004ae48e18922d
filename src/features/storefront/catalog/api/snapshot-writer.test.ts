import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { readSnapshot } from './catalog-snapshot';
import type { SnapshotMessage } from './snapshot-writer';

const sirloin = { ...perKgItem({ pricePerKgCents: 85_000 }), id: 'beef-sirloin' };

describe("the worker that saves the catalogue's copy", () => {
  let post: (message: SnapshotMessage) => void = () => undefined;

  beforeAll(async () => {
    // The worker's global scope: the module listens there for what the page posts.
    const listeners: ((event: MessageEvent<SnapshotMessage>) => void)[] = [];
    vi.stubGlobal('addEventListener', (type: string, listener: (typeof listeners)[number]) => {
      if (type === 'message') listeners.push(listener);
    });
    await import('./snapshot-writer');
    vi.unstubAllGlobals();
    expect(listeners).toHaveLength(1);
    post = (message) =>
      listeners.forEach((listener) => listener(new MessageEvent('message', { data: message })));
  });

  it('saves what the page posts, and the page reads it back checked', async () => {
    post({ key: 'group:beef', data: [sirloin] });
    await vi.waitFor(async () => expect((await readSnapshot('group:beef'))?.data).toEqual([sirloin]));
  });

  it('says so when this phone cannot keep a copy', async () => {
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The disk is full.', 'QuotaExceededError');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      post({ key: 'featured', data: [sirloin] });
      await vi.waitFor(() =>
        expect(log).toHaveBeenCalledWith("The catalogue's featured copy was not saved.", expect.anything()),
      );
      expect(await readSnapshot('featured')).toBeNull();
    } finally {
      put.mockRestore();
      log.mockRestore();
    }
  });
});
