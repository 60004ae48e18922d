import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import type { Profile } from '@nyama/domain/people/user';
import { profileRefs } from '../../../../lib/firebase/profile-refs';
import { keepSavedProfile } from './profile-copy';
import type { ProfileState } from './session-state';
import { m } from '../../../../paraglide/messages';

/**
 * The signed-in session's live read of users/{uid}, the first of the spec's reads (the current order's
 * follow it, in the orders feature), each profile it reads kept as the session's copy. A module of its
 * own so the Firestore SDK loads only once someone is signed in and Auth has confirmed who.
 */
export function watchProfile(uid: string, onProfile: (profile: ProfileState) => void): Unsubscribe {
  return onSnapshot(
    profileRefs.user(uid),
    (snapshot) => {
      const profile = readProfile(() => (snapshot.exists() ? snapshot.data() : null));
      onProfile(profile);
      // The session's copy, which the next start paints from (decision 077).
      if (profile.status === 'ready') keepSavedProfile(uid, profile.profile);
    },
    () => onProfile({ status: 'error', message: m.account_session_read_failed() }),
  );
}

function readProfile(read: () => Profile | null): ProfileState {
  try {
    const profile = read();
    return profile ? { status: 'ready', profile } : { status: 'missing' };
  } catch {
    // A document without the profile fields (e.g. only the role mirror) still needs completing.
    return { status: 'missing' };
  }
}
