import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { liveListener, liveQueryKey, type LiveSource, type SavedCopy } from './live-read';

type Snapshot = { rows: unknown[]; fromCache: boolean };

/** A listener source driven by hand: `push` plays Firestore calling back with a snapshot or an error. */
function manualSource() {
  let next: ((snapshot: Snapshot) => void) | null = null;
  let fail: ((error: unknown) => void) | null = null;
  const stop = vi.fn();
  const source: LiveSource<Snapshot, number[]> = {
    listen: (onNext, onFail) => {
      next = onNext;
      fail = onFail;
      return stop;
    },
    read: (snapshot) => ({
      data: snapshot.rows.map((row) => {
        if (typeof row !== 'number') throw new Error(`Not a number: ${String(row)}`);
        return row;
      }),
      fromCache: snapshot.fromCache,
    }),
    failure: 'Your reports could not be loaded.',
  };
  return { source, stop, push: (snapshot: Snapshot) => next?.(snapshot), error: (e: unknown) => fail?.(e) };
}

/** A live read of `source` under `key`, attached once, and what the query cache holds for it. */
function attached(source: LiveSource<Snapshot, number[]>, key = 'reports') {
  const queryClient = new QueryClient();
  liveListener(queryClient, key, source).attach();
  return { queryClient, cached: () => queryClient.getQueryData(liveQueryKey(key)) };
}

describe('a live read', () => {
  it('has nothing in the cache until the first snapshot, then every snapshot', () => {
    const { source, push } = manualSource();
    const { cached } = attached(source);
    expect(cached()).toBeUndefined();
    push({ rows: [1, 2], fromCache: true });
    expect(cached()).toEqual({ status: 'ready', data: [1, 2], fromCache: true });
    push({ rows: [1, 2, 3], fromCache: false });
    expect(cached()).toEqual({ status: 'ready', data: [1, 2, 3], fromCache: false });
  });

  it('turns a snapshot it cannot read into an error instead of freezing on the last one', () => {
    const { source, push } = manualSource();
    const { cached } = attached(source);
    push({ rows: [1], fromCache: false });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    push({ rows: [1, 'not a report'], fromCache: false });
    expect(cached()).toEqual({ status: 'error', message: 'Your reports could not be loaded.' });
    expect(consoleError).toHaveBeenCalledWith(new Error('Not a number: not a report'));
    consoleError.mockRestore();
  });

  it('reports a failed listener as its sentence', () => {
    const { source, error } = manualSource();
    const { cached } = attached(source);
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    error(new Error('permission-denied'));
    expect(cached()).toEqual({ status: 'error', message: 'Your reports could not be loaded.' });
  });

  it('listens once however many screens show it, stops when the last one goes, and keeps its answer', () => {
    const { source, stop, push } = manualSource();
    const listen = vi.spyOn(source, 'listen');
    const queryClient = new QueryClient();
    const leaveRound = liveListener(queryClient, 'round', source).attach();
    const leaveOrder = liveListener(queryClient, 'round', manualSource().source).attach();
    expect(listen).toHaveBeenCalledTimes(1);
    push({ rows: [7], fromCache: false });
    leaveRound();
    expect(stop).not.toHaveBeenCalled();
    leaveOrder();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(liveQueryKey('round'))).toEqual({
      status: 'ready',
      data: [7],
      fromCache: false,
    });
    liveListener(queryClient, 'round', source).attach();
    expect(listen).toHaveBeenCalledTimes(2);
  });

  it('waits for a listener whose code loads on first use, and stops it if every screen left meanwhile', async () => {
    const { source, stop } = manualSource();
    const loaded = { resolve: () => {} };
    const code = new Promise<void>((resolve) => (loaded.resolve = resolve));
    const lazy: LiveSource<Snapshot, number[]> = {
      ...source,
      listen: async (next, fail) => {
        await code;
        return source.listen(next, fail);
      },
    };
    const queryClient = new QueryClient();
    const leave = liveListener(queryClient, 'round', lazy).attach();
    leave();
    loaded.resolve();
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
  });
});

/** A copy on the device, held in memory: `stored` is what `keep` last wrote. */
function memoryCopy(stored: number[] | null) {
  const copy = { stored, read: vi.fn(), keep: vi.fn() };
  copy.read.mockImplementation(() => Promise.resolve(copy.stored));
  copy.keep.mockImplementation((data: number[]) => {
    copy.stored = data;
    return Promise.resolve();
  });
  return copy as typeof copy & SavedCopy<number[]>;
}

describe('a live read with a copy on the device', () => {
  it('paints the copy before the listener answers, as from the phone, and the answer replaces it', async () => {
    const { source, push } = manualSource();
    const saved = memoryCopy([1, 2]);
    const { cached } = attached({ ...source, saved });
    await vi.waitFor(() =>
      expect(cached()).toEqual({ status: 'ready', data: [1, 2], fromCache: true, saved: true }),
    );
    push({ rows: [1, 2, 3], fromCache: false });
    expect(cached()).toEqual({ status: 'ready', data: [1, 2, 3], fromCache: false });
  });

  it('keeps every answer it could read, and only those', async () => {
    const { source, push } = manualSource();
    const saved = memoryCopy(null);
    attached({ ...source, saved });
    push({ rows: [4], fromCache: true });
    push({ rows: [4, 5], fromCache: false });
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    push({ rows: [4, 'not a report'], fromCache: false });
    expect(saved.keep.mock.calls).toEqual([[[4]], [[4, 5]]]);
    expect(saved.stored).toEqual([4, 5]);
  });

  it('never lets a copy read late stand over the listener’s answer or error', async () => {
    const { source, push } = manualSource();
    let answer: (data: number[]) => void = () => undefined;
    const slow = memoryCopy(null);
    slow.read.mockImplementation(() => new Promise<number[]>((resolve) => (answer = resolve)));
    const { cached } = attached({ ...source, saved: slow });
    push({ rows: [9], fromCache: false });
    answer([1]);
    await Promise.resolve();
    expect(cached()).toEqual({ status: 'ready', data: [9], fromCache: false });

    const failing = manualSource();
    const late = memoryCopy(null);
    late.read.mockImplementation(() => new Promise<number[]>((resolve) => (answer = resolve)));
    const other = attached({ ...failing.source, saved: late }, 'held-cash');
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    failing.error(new Error('permission-denied'));
    answer([1]);
    await Promise.resolve();
    expect(other.cached()).toEqual({ status: 'error', message: 'Your reports could not be loaded.' });
  });

  it('shows nothing from a device without a copy until the listener answers', async () => {
    const { source } = manualSource();
    const saved = memoryCopy(null);
    const { cached } = attached({ ...source, saved });
    await vi.waitFor(() => expect(saved.read).toHaveBeenCalled());
    await Promise.resolve();
    expect(cached()).toBeUndefined();
  });
});
