import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for callers that overlap and for callers after it arrived', async () => {
    const load = vi.fn(() => Promise.resolve({ marker: 'module' }));
    const module = loadOnce(load);
    const [first, second] = await Promise.all([module(), module()]);
    expect(await module()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a load that failed', async () => {
    const load = vi
      .fn<() => Promise<{ marker: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ marker: 'module' });
    const module = loadOnce(load);
    await expect(module()).rejects.toThrow('Failed to fetch');
    expect(await module()).toEqual({ marker: 'module' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
