import { useSyncExternalStore } from 'react';

/**
 * A live Firestore read as a React external store: `loading`, then every snapshot (from the cache
 * first, so the round shows offline), or the error as a sentence. One store per key, listening only
 * while some screen shows it.
 */
export type Live<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; fromCache: boolean }
  | { status: 'error'; message: string };

/** Where a live read comes from and how a snapshot becomes what the screen shows. */
export type LiveSource<S, T> = {
  /** Starts the Firestore listener; returns its unsubscribe. */
  listen: (next: (snapshot: S) => void, fail: (error: unknown) => void) => () => void;
  /** Reads a snapshot. It may throw: the converters refuse a document the domain schema does not accept. */
  read: (snapshot: S) => { data: T; fromCache: boolean };
  /** The sentence shown when the listener fails or a snapshot cannot be read. */
  failure: string;
};

type Store<T> = { subscribe: (listener: () => void) => () => void; get: () => Live<T> };

const stores = new Map<string, Store<unknown>>();

export function createStore<S, T>(source: LiveSource<S, T>): Store<T> {
  let state: Live<T> = { status: 'loading' };
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  const set = (next: Live<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  // A throw inside Firestore's callback would be lost and leave the screen on its last snapshot for
  // good; it becomes the store's error instead, and the console keeps the cause.
  const fail = (error: unknown) => {
    console.error(error);
    set({ status: 'error', message: source.failure });
  };
  const next = (snapshot: S) => {
    try {
      set({ status: 'ready', ...source.read(snapshot) });
    } catch (error) {
      fail(error);
    }
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      stop ??= source.listen(next, fail);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = null;
        }
      };
    },
    get: () => state,
  };
}

export function useLive<S, T>(key: string, source: LiveSource<S, T>): Live<T> {
  let store = stores.get(key) as Store<T> | undefined;
  if (!store) {
    store = createStore(source);
    stores.set(key, store as Store<unknown>);
  }
  return useSyncExternalStore(store.subscribe, store.get);
}
