import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * A live Firestore read, kept in TanStack Query's cache like every other server read
 * (docs/decisions/070-one-way-for-client-state.md): `loading`, then the copy this device kept of its last
 * answer if it has one, then every snapshot (from Firestore's cache first, so the round shows offline), or
 * the error as a sentence.
 */
export type Live<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; fromCache: boolean; saved?: true }
  | { status: 'error'; message: string };

/**
 * What this device keeps of a live read's last answer, so the screen paints from it before the listener's
 * code (the full Firestore SDK) has loaded, and offline at all (docs/decisions/077-field-pages-light.md).
 * `read` checks the copy against its schema and answers null for none or one it cannot read. A screen
 * shown from it has `saved`: what the listener has not yet said, the copy cannot vouch for either.
 */
export type SavedCopy<T> = {
  read: () => Promise<T | null>;
  keep: (data: T) => Promise<void>;
};

/** Where a live read comes from and how a snapshot becomes what the screen shows. */
export type LiveSource<S, T> = {
  /**
   * Starts the Firestore listener; returns its unsubscribe, or a promise of it when the listener's code
   * loads on first use.
   */
  listen: (next: (snapshot: S) => void, fail: (error: unknown) => void) => Unsubscribe | Promise<Unsubscribe>;
  /** Reads a snapshot. It may throw: the converters refuse a document the domain schema does not accept. */
  read: (snapshot: S) => { data: T; fromCache: boolean };
  /** The sentence shown when the listener fails or a snapshot cannot be read. */
  failure: string;
  /** The device's copy of the last answer: shown until the listener answers, and replaced by each answer. */
  saved?: SavedCopy<T>;
};

type Unsubscribe = () => void;

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

  const queryKey = liveQueryKey(key);
  const set = (value: Live<T>) => queryClient.setQueryData<Live<T>>(queryKey, value);
  // A throw inside Firestore's callback would be lost and leave the screen on its last snapshot for
  // good; it becomes the read's error instead, and the console keeps the cause.
  const fail = (error: unknown) => {
    console.error(error);
    set({ status: 'error', message: source.failure });
  };
  const next = (snapshot: S) => {
    let answer: { data: T; fromCache: boolean };
    try {
      answer = source.read(snapshot);
    } catch (error) {
      fail(error);
      return;
    }
    set({ status: 'ready', ...answer });
    source.saved?.keep(answer.data).catch((error: unknown) => {
      console.warn(`The copy of ${key} was not kept on this device.`, error);
    });
  };
  /** The saved copy paints only while nothing else has: a listener's answer or error always stands. */
  const paintSaved = (saved: SavedCopy<T>) => {
    saved.read().then(
      (data) => {
        if (data !== null && queryClient.getQueryData(queryKey) === undefined) {
          set({ status: 'ready', data, fromCache: true, saved: true });
        }
      },
      (error: unknown) => console.warn(`The copy of ${key} on this device could not be read.`, error),
    );
  };
  let screens = 0;
  let running: { stop: Unsubscribe | null; stopped: boolean } | null = null;
  const start = () => {
    const run: { stop: Unsubscribe | null; stopped: boolean } = { stop: null, stopped: false };
    if (source.saved && queryClient.getQueryData(queryKey) === undefined) paintSaved(source.saved);
    const started = source.listen(next, fail);
    if (typeof started === 'function') run.stop = started;
    else {
      // A screen left before the listener's code arrived: it stops the moment it starts.
      started.then((stop) => {
        if (run.stopped) stop();
        else run.stop = stop;
      }, fail);
    }
    return run;
  };
  const listener: Listener = {
    attach() {
      screens += 1;
      running ??= start();
      return () => {
        screens -= 1;
        if (screens === 0 && running) {
          running.stopped = true;
          running.stop?.();
          running = null;
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
