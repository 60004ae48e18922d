import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { Session } from './session-state';

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
