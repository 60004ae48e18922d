import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { Session } from './session-state';

/** What a page rendered without a phone shows: the build's frames and a served page have no session. */
const NO_SESSION: Session = { status: 'signedOut' };

/**
 * The session as the phone knows it. A page rendered on a server (decisions 046 and 048) always shows a
 * visitor who is not signed in, whether or not Firebase Auth happened to have loaded there first.
 */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => NO_SESSION);
}
