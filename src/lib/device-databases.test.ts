import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayHoldDatabase } from './device-databases';

function createDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error(`could not open ${name}`));
  });
}

describe('whether this device holds a database', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says no on a device that never opened it, and yes once it has', async () => {
    expect(await mayHoldDatabase('nyama-cart-test')).toBe(false);
    await createDatabase('nyama-cart-test');
    expect(await mayHoldDatabase('nyama-cart-test')).toBe(true);
    expect(await mayHoldDatabase('nyama-catalog-test')).toBe(false);
  });

  it('answers "may" where the browser cannot list its databases', async () => {
    vi.spyOn(indexedDB, 'databases').mockRejectedValue(new Error('not allowed'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await mayHoldDatabase('nyama-cart-test')).toBe(true);
  });
});
