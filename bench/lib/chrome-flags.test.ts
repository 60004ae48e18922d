import { describe, expect, it } from 'vitest';
import { sharedMemoryFlags } from './chrome-flags';

describe('sharedMemoryFlags', () => {
  it('lets Chromium share memory through /dev/shm where it has room', () => {
    expect(sharedMemoryFlags(24 * 1024 ** 3)).toEqual([]);
    expect(sharedMemoryFlags(1024 ** 3)).toEqual([]);
  });

  it('keeps it in files where /dev/shm is a container’s 64 MB, or missing', () => {
    expect(sharedMemoryFlags(64 * 1024 ** 2)).toEqual(['--disable-dev-shm-usage']);
    expect(sharedMemoryFlags(null)).toEqual(['--disable-dev-shm-usage']);
  });
});
