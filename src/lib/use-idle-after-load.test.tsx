import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterLoad } from './use-idle-after-load';

describe('useIdleAfterLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns true when the loaded page goes idle, not before', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result, unmount } = renderHook(() => useIdleAfterLoad());
    expect(result.current).toBe(false);
    await act(async () => idle.forEach((callback) => callback()));
    expect(result.current).toBe(true);
    unmount();
  });

  it('waits a second after load where the browser has no idle callback', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, unmount } = renderHook(() => useIdleAfterLoad());
    await act(async () => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    unmount();
  });
});
