import type { Session } from '../../features/common/auth/api/session-state';
import type { Reach } from '../../features/storefront/push/components/push-opt-in';

/** How the signed-in account asked to be told, from its loaded profile; null until it is. */
export function reachOf(session: Session): Reach | null {
  if (session.status !== 'signedIn' || session.profile.status !== 'ready') return null;
  const { notifyBy = 'push', mob } = session.profile.profile;
  return { notifyBy, mob };
}
