import { describe, expect, it, vi } from 'vitest';
import { createStore, type LiveSource } from './live-store';

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

describe('a live store', () => {
  it('is loading until the first snapshot, then shows every snapshot', () => {
    const { source, push } = manualSource();
    const store = createStore(source);
    store.subscribe(() => undefined);
    expect(store.get()).toEqual({ status: 'loading' });
    push({ rows: [1, 2], fromCache: true });
    expect(store.get()).toEqual({ status: 'ready', data: [1, 2], fromCache: true });
    push({ rows: [1, 2, 3], fromCache: false });
    expect(store.get()).toEqual({ status: 'ready', data: [1, 2, 3], fromCache: false });
  });

  it('turns a snapshot it cannot read into an error instead of freezing on the last one', () => {
    const { source, push } = manualSource();
    const store = createStore(source);
    const listener = vi.fn();
    store.subscribe(listener);
    push({ rows: [1], fromCache: false });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    push({ rows: [1, 'not a report'], fromCache: false });
    expect(store.get()).toEqual({ status: 'error', message: 'Your reports could not be loaded.' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenCalledWith(new Error('Not a number: not a report'));
    consoleError.mockRestore();
  });

  it('reports a failed listener as its sentence', () => {
    const { source, error } = manualSource();
    const store = createStore(source);
    store.subscribe(() => undefined);
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    error(new Error('permission-denied'));
    expect(store.get()).toEqual({ status: 'error', message: 'Your reports could not be loaded.' });
  });

  it('listens once however many screens show it, and stops when the last one goes', () => {
    const { source, stop } = manualSource();
    const listen = vi.spyOn(source, 'listen');
    const store = createStore(source);
    const leaveRound = store.subscribe(() => undefined);
    const leaveOrder = store.subscribe(() => undefined);
    expect(listen).toHaveBeenCalledTimes(1);
    leaveRound();
    expect(stop).not.toHaveBeenCalled();
    leaveOrder();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
