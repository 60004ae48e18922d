import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * A live Firestore read, kept in TanStack Query's cache like every other server read
 * (docs/decisions/070-one-way-for-client-state.md): `loading`, then every snapshot (from the cache first,
 * so the round shows offline), or the error as a sentence.
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

/** The cache entry a live read writes its answers to. */
export const liveQueryKey = (key: string) => ['live', key] as const;

/** One listener per key, shared by every screen that shows it. */
type Listener = { attach: () => () => void };

const listeners = new WeakMap<QueryClient, Map<string, Listener>>();

/**
 * The listener of `key`, made from the first source asked for it: it listens while at least one screen is
 * attached and writes each answer to the query cache, where it stays for the next screen that shows it.
 */
export function liveListener<S, T>(
  queryClient: QueryClient,
  key: string,
  source: LiveSource<S, T>,
): Listener {
  let byKey = listeners.get(queryClient);
  if (!byKey) {
    byKey = new Map();
    listeners.set(queryClient, byKey);
  }
  const known = byKey.get(key);
  if (known) return known;

  const set = (value: Live<T>) => queryClient.setQueryData<Live<T>>(liveQueryKey(key), value);
  // A throw inside Firestore's callback would be lost and leave the screen on its last snapshot for
  // good; it becomes the read's error instead, and the console keeps the cause.
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
  let screens = 0;
  let stop: (() => void) | null = null;
  const listener: Listener = {
    attach() {
      screens += 1;
      stop ??= source.listen(next, fail);
      return () => {
        screens -= 1;
        if (screens === 0) {
          stop?.();
          stop = null;
        }
      };
    },
  };
  byKey.set(key, listener);
  return listener;
}

const LOADING = { status: 'loading' } as const;

/** A live read: the listener runs while the screen shows it; the answers come from the query cache. */
export function useLive<S, T>(key: string, source: LiveSource<S, T>): Live<T> {
  const queryClient = useQueryClient();
  const listener = liveListener(queryClient, key, source);
  useEffect(() => listener.attach(), [listener]);
  // Never fetched: the listener is what writes to it.
  const { data } = useQuery<Live<T>>({
    queryKey: liveQueryKey(key),
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return data ?? LOADING;
}
