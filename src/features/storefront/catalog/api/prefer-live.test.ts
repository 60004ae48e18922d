import { describe, expect, it } from 'vitest';
import { preferLive } from './prefer-live';

const saved = { savedAtMs: 1_700_000_000_000, data: ['saved'] };

describe('preferLive', () => {
  it('shows the fresh list when the network answered', () => {
    expect(preferLive({ data: ['fresh'], isPending: false, isError: false }, saved)).toEqual({
      data: ['fresh'],
      savedAtMs: null,
      isPending: false,
      isError: false,
    });
  });
  it('paints the saved copy, with its age, while loading or offline', () => {
    expect(preferLive({ data: undefined, isPending: true, isError: false }, saved)).toMatchObject({
      data: ['saved'],
      savedAtMs: saved.savedAtMs,
      isPending: false,
    });
    expect(preferLive({ data: undefined, isPending: false, isError: true }, saved).isError).toBe(false);
  });
  it('is loading, then failed, when there is no saved copy', () => {
    expect(preferLive({ data: undefined, isPending: true, isError: false }, null).isPending).toBe(true);
    expect(preferLive({ data: undefined, isPending: false, isError: true }, null).isError).toBe(true);
  });
  it('keeps an answer of "none" from the network over the saved copy', () => {
    const savedItem = { savedAtMs: 1_700_000_000_000, data: 'sirloin' };
    expect(preferLive({ data: null, isPending: false, isError: false }, savedItem)).toMatchObject({
      data: null,
      savedAtMs: null,
    });
  });
});
