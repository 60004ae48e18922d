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

export type Emit<T> = { data: (data: T, fromCache: boolean) => void; error: (message: string) => void };

type Store<T> = { subscribe: (listener: () => void) => () => void; get: () => Live<T> };

const stores = new Map<string, Store<unknown>>();

function createStore<T>(start: (emit: Emit<T>) => () => void): Store<T> {
  let state: Live<T> = { status: 'loading' };
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  const set = (next: Live<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const emit: Emit<T> = {
    data: (data, fromCache) => set({ status: 'ready', data, fromCache }),
    error: (message) => set({ status: 'error', message }),
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      stop ??= start(emit);
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

export function useLive<T>(key: string, start: (emit: Emit<T>) => () => void): Live<T> {
  let store = stores.get(key) as Store<T> | undefined;
  if (!store) {
    store = createStore(start);
    stores.set(key, store as Store<unknown>);
  }
  return useSyncExternalStore(store.subscribe, store.get);
}
