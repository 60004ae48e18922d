import { areasToCache, type CacheAreaScreensMessage } from '@nyama/domain/people/area-screens';
import { sessionStore } from '../features/common/auth/api/session-store';

/**
 * Asks the service worker to keep the screens of the areas the signed-in person may enter, so a driver's
 * round or the back office opens without signal after one sign-in (decision 029). Asked again at every
 * start, which also replaces the files of an older version. Returns the unsubscribe.
 */
export function keepAreaScreens(): () => void {
  let askedFor: string | null = null;
  const ask = () => {
    const session = sessionStore.get();
    if (session.status !== 'signedIn' || session.role === askedFor) return;
    askedFor = session.role;
    const areas = areasToCache(session.role);
    if (areas.length === 0 || !('serviceWorker' in navigator)) return;
    const message: CacheAreaScreensMessage = { type: 'cacheAreaScreens', areas };
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
  };
  ask();
  return sessionStore.subscribe(ask);
}
