import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { Session } from './session-state';

/** The build's prerendered frames (decision 046) show the session as the first render does: loading. */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
