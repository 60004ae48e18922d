import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@nyama/domain/people/user';
import { clearSavedProfiles, savedProfile } from './profile-copy';
import { watchProfile } from './session-reads';

// The profile's listener is the Firestore SDK's; here a stand-in that hands the read the document a test gives.
const firestore = vi.hoisted(() => ({ document: null as unknown }));
vi.mock('firebase/firestore', () => ({
  onSnapshot: (_ref: unknown, next: (snapshot: unknown) => void) => {
    next({ exists: () => firestore.document !== null, data: () => firestore.document });
    return () => undefined;
  },
}));
vi.mock('../../../../lib/firebase/profile-refs', () => ({
  profileRefs: { user: (uid: string) => `users/${uid}` },
}));

const PROFILE: Profile = { name: 'Wanjiku', surname: 'Mwangi', mob: '254712345678', email: 'w@example.com' };

afterEach(() => clearSavedProfiles());

describe('the session’s live read of the profile', () => {
  it('keeps each profile it reads as the copy the next start paints from', async () => {
    firestore.document = PROFILE;
    const seen = vi.fn();
    watchProfile('wanjiku', seen);
    expect(seen).toHaveBeenCalledWith({ status: 'ready', profile: PROFILE });
    await vi.waitFor(async () => expect(await savedProfile('wanjiku').read()).toEqual(PROFILE));
    expect(await savedProfile('brian').read()).toBeNull();
  });

  it('keeps no copy of a profile still to complete', async () => {
    firestore.document = null;
    const seen = vi.fn();
    watchProfile('wanjiku', seen);
    expect(seen).toHaveBeenCalledWith({ status: 'missing' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await savedProfile('wanjiku').read()).toBeNull();
  });
});
