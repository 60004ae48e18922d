import type { Session } from '../features/common/auth/api/session-state';

/** What the route gates depend on: who is signed in and with which role. */
function gateOf(session: Session): string {
  return session.status === 'signedIn' ? `${session.uid}:${session.role}` : session.status;
}

/**
 * Re-runs the route gates whenever who is signed in (or their role) changes, and only then: the session
 * also changes with every answer of the profile's read, and reloading the routes on each of those would
 * cancel a navigation in flight (e.g. from payment to /paympesa). The session's first settling changes
 * nothing: the gates wait for it (`settled()`), and reloading every route for it would re-render a
 * visitor's whole page once more while it starts (decision 047). A session started from what the device
 * knows is settled from the start: Auth confirming the same person and role changes nothing either, and
 * Auth naming someone else, or nobody, re-runs the gates (decision 077). Returns the unsubscribe.
 */
export function gatesFollowSession(
  session: { get: () => Session; subscribe: (listener: () => void) => () => void },
  rerun: () => void,
): () => void {
  let gate = gateOf(session.get());
  return session.subscribe(() => {
    const next = gateOf(session.get());
    if (next === gate) return;
    const settling = gate === 'loading';
    gate = next;
    if (!settling) rerun();
  });
}
