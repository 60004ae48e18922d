import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@nyama/domain/people/roles';
import type { Profile } from '@nyama/domain/people/user';
import type { ProfileState } from '../features/common/auth/api/session-state';
import { gatesFollowSession } from './gates-follow-session';
import type { RouterContext } from './router-context';
import { areaLayout } from './routes/area-layout';

/**
 * Firebase Auth and the profile's listener are stand-ins that answer only when a test says so, and a test
 * says when the app, its page painted and idle, asks Auth to confirm the session; the gate, the session and
 * its copy of the profile (in fake IndexedDB) are the app's.
 */
const fakes = vi.hoisted(() => {
  return {
    auth: { currentUser: null as { uid: string; email: string } | null },
    answer: null as ((user: { uid: string; email: string } | null) => void) | null,
    roles: new Map<string, Role>(),
    profile: null as ((profile: ProfileState) => void) | null,
    // Made once: a module loaded afresh (each test starts a new session) gets the same stand-ins.
    onAuthStateChanged: vi.fn((_auth: unknown, next: (user: { uid: string } | null) => void) => {
      fakes.answer = next;
      return () => undefined;
    }),
    watchProfile: vi.fn((_uid: string, next: (profile: ProfileState) => void) => {
      fakes.profile = next;
      return () => undefined;
    }),
  };
});
vi.mock('../lib/firebase/app', () => ({ auth: fakes.auth }));
vi.mock('firebase/auth', () => ({ onAuthStateChanged: fakes.onAuthStateChanged, signOut: vi.fn() }));
vi.mock('../features/common/auth/api/session-reads', () => ({ watchProfile: fakes.watchProfile }));

const { onAuthStateChanged, watchProfile } = fakes;

const AUTH_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';
const WANJIKU = { uid: 'wanjiku', email: 'wanjiku@example.com' };
const BRIAN = { uid: 'brian', email: 'brian@example.com' };
const WANJIKU_PROFILE: Profile = {
  name: 'Wanjiku',
  surname: 'Mwangi',
  mob: '254712345678',
  email: WANJIKU.email,
  role: 'Driver',
};

/** What Auth keeps on a device where Wanjiku signed in, and the last role the session saw of her. */
function keptOnDevice({ role }: { role: Role | null }) {
  localStorage.setItem(AUTH_KEY, JSON.stringify({ ...WANJIKU, stsTokenManager: { refreshToken: 'r' } }));
  if (role) localStorage.setItem(`nyama-role-${WANJIKU.uid}`, role);
}

/** Auth, once loaded, says who is signed in: a user whose token carries the role a test gave them. */
function authSays(person: { uid: string; email: string } | null) {
  const user = person && {
    ...person,
    getIdTokenResult: async () => ({ claims: { role: fakes.roles.get(person.uid) } }),
  };
  fakes.auth.currentUser = user;
  act(() => fakes.answer?.(user));
}

/**
 * The app as a phone starts it, with a fresh session (it reads the device when its module loads): the
 * driver's area gate with the round beneath it, home, and the gates re-run when the session changes.
 */
async function openApp(url: string) {
  vi.resetModules();
  const { sessionStore } = await import('../features/common/auth/api/session-store');
  const root = createRootRouteWithContext<RouterContext>()();
  const driver = areaLayout('driver', root);
  root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> }),
    driver.addChildren([
      createRoute({
        getParentRoute: () => driver,
        path: '/driverpage',
        component: () => <h1>Today’s round</h1>,
      }),
    ]),
  ]);
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient: new QueryClient(), session: sessionStore, catalogueReads: 'skip' },
  });
  gatesFollowSession(sessionStore, () => void router.invalidate());
  render(<RouterProvider router={router} />);
  return { router, sessionStore };
}

beforeEach(() => {
  localStorage.clear();
  fakes.auth.currentUser = null;
  fakes.answer = null;
  fakes.profile = null;
  fakes.roles.clear();
  fakes.roles.set(WANJIKU.uid, 'Driver');
  fakes.roles.set(BRIAN.uid, 'User');
});

afterEach(async () => {
  const { clearSavedProfiles } = await import('../features/common/auth/api/profile-copy');
  await clearSavedProfiles();
});

describe('a gated screen on a device that knows who is signed in', () => {
  it('paints before Auth has loaded, and Auth confirms it when the app asks', async () => {
    keptOnDevice({ role: 'Driver' });
    const { router, sessionStore } = await openApp('/driverpage');

    expect(await screen.findByRole('heading', { name: 'Today’s round' })).toBeInTheDocument();
    expect(sessionStore.get()).toMatchObject({ status: 'signedIn', uid: 'wanjiku', unconfirmed: true });
    expect(onAuthStateChanged).not.toHaveBeenCalled();

    sessionStore.confirm();
    await waitFor(() => expect(onAuthStateChanged).toHaveBeenCalled());
    authSays(WANJIKU);
    await waitFor(() => expect(sessionStore.get()).not.toHaveProperty('unconfirmed'));
    expect(sessionStore.get()).toMatchObject({ status: 'signedIn', uid: 'wanjiku', role: 'Driver' });
    expect(router.state.location.pathname).toBe('/driverpage');
    expect(screen.getByRole('heading', { name: 'Today’s round' })).toBeInTheDocument();
    // The profile's listener (the full Firestore SDK) starts only once Auth has confirmed who it is for.
    await waitFor(() => expect(watchProfile).toHaveBeenCalledWith('wanjiku', expect.any(Function)));
  });

  it('sends them home when Auth says someone else is signed in, who may not enter', async () => {
    keptOnDevice({ role: 'Driver' });
    const { router, sessionStore } = await openApp('/driverpage');
    expect(await screen.findByRole('heading', { name: 'Today’s round' })).toBeInTheDocument();

    sessionStore.confirm();
    await waitFor(() => expect(onAuthStateChanged).toHaveBeenCalled());
    authSays(BRIAN);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get()).toMatchObject({ status: 'signedIn', uid: 'brian', role: 'User' });
  });

  it('sends them home when Auth says nobody is signed in', async () => {
    keptOnDevice({ role: 'Driver' });
    const { router, sessionStore } = await openApp('/driverpage');
    expect(await screen.findByRole('heading', { name: 'Today’s round' })).toBeInTheDocument();

    sessionStore.confirm();
    await waitFor(() => expect(onAuthStateChanged).toHaveBeenCalled());
    authSays(null);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get()).toEqual({ status: 'signedOut' });
  });

  it('sends them home when Auth confirms them with a role that may not enter', async () => {
    keptOnDevice({ role: 'Driver' });
    fakes.roles.set(WANJIKU.uid, 'User');
    const { router, sessionStore } = await openApp('/driverpage');
    expect(await screen.findByRole('heading', { name: 'Today’s round' })).toBeInTheDocument();

    sessionStore.confirm();
    await waitFor(() => expect(onAuthStateChanged).toHaveBeenCalled());
    authSays(WANJIKU);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The next start paints from the role Auth gave, not the one this device had kept.
    expect(localStorage.getItem('nyama-role-wanjiku')).toBe('User');
  });
});

describe('a gated screen on a device that does not know', () => {
  it('sends a device where nobody signed in home, without loading Auth', async () => {
    const { router, sessionStore } = await openApp('/driverpage');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get()).toEqual({ status: 'signedOut' });
    sessionStore.confirm();
    await new Promise((resolve) => setTimeout(resolve));
    expect(onAuthStateChanged).not.toHaveBeenCalled();
  });

  it('waits for Auth, loaded at once, where the device keeps a user but no role seen of them', async () => {
    keptOnDevice({ role: null });
    const { sessionStore } = await openApp('/driverpage');
    // Auth is asked without waiting for the app: the gate is waiting for it.
    await waitFor(() => expect(onAuthStateChanged).toHaveBeenCalled());
    expect(sessionStore.get()).toEqual({ status: 'loading' });
    expect(screen.queryByRole('heading', { name: 'Today’s round' })).not.toBeInTheDocument();

    authSays(WANJIKU);
    expect(await screen.findByRole('heading', { name: 'Today’s round' })).toBeInTheDocument();
    expect(sessionStore.get()).not.toHaveProperty('unconfirmed');
  });
});

describe('the session’s copy of the profile', () => {
  it('paints the profile this device kept before Auth, until the listener answers', async () => {
    keptOnDevice({ role: 'Driver' });
    vi.resetModules();
    const { savedProfile } = await import('../features/common/auth/api/profile-copy');
    await savedProfile(WANJIKU.uid).keep(WANJIKU_PROFILE);
    const { sessionStore } = await openApp('/driverpage');

    await waitFor(() =>
      expect(sessionStore.get()).toMatchObject({
        unconfirmed: true,
        profile: { status: 'ready', profile: { name: 'Wanjiku' } },
      }),
    );
    expect(onAuthStateChanged).not.toHaveBeenCalled();

    sessionStore.confirm();
    await waitFor(() => expect(onAuthStateChanged).toHaveBeenCalled());
    authSays(WANJIKU);
    // Confirming the same person keeps the profile shown until the listener answers.
    await waitFor(() => expect(watchProfile).toHaveBeenCalled());
    expect(sessionStore.get()).toMatchObject({ profile: { status: 'ready', profile: { name: 'Wanjiku' } } });

    const renamed = { ...WANJIKU_PROFILE, name: 'Wanjiru' };
    act(() => fakes.profile?.({ status: 'ready', profile: renamed }));
    expect(sessionStore.get()).toMatchObject({ profile: { status: 'ready', profile: { name: 'Wanjiru' } } });
  });

  it('keeps what it painted, telling no screen, when the listener repeats the copy', async () => {
    keptOnDevice({ role: 'Driver' });
    vi.resetModules();
    const { savedProfile } = await import('../features/common/auth/api/profile-copy');
    await savedProfile(WANJIKU.uid).keep(WANJIKU_PROFILE);
    const { sessionStore } = await openApp('/driverpage');
    sessionStore.confirm();
    await waitFor(() => expect(onAuthStateChanged).toHaveBeenCalled());
    authSays(WANJIKU);
    await waitFor(() => expect(watchProfile).toHaveBeenCalled());
    const painted = sessionStore.get();
    const told = vi.fn();
    sessionStore.subscribe(told);

    act(() => fakes.profile?.({ status: 'ready', profile: { ...WANJIKU_PROFILE } }));
    expect(sessionStore.get()).toBe(painted);
    expect(told).not.toHaveBeenCalled();

    act(() => fakes.profile?.({ status: 'ready', profile: { ...WANJIKU_PROFILE, name: 'Wanjiru' } }));
    expect(told).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).toMatchObject({ profile: { status: 'ready', profile: { name: 'Wanjiru' } } });
  });

  it('does not show one account’s copy to another', async () => {
    keptOnDevice({ role: 'Driver' });
    vi.resetModules();
    const { savedProfile } = await import('../features/common/auth/api/profile-copy');
    await savedProfile(WANJIKU.uid).keep(WANJIKU_PROFILE);
    const { sessionStore } = await openApp('/driverpage');
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ profile: { status: 'ready' } }));

    sessionStore.confirm();
    await waitFor(() => expect(onAuthStateChanged).toHaveBeenCalled());
    authSays(BRIAN);
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ uid: 'brian' }));
    expect(sessionStore.get()).toMatchObject({ profile: { status: 'loading' } });
  });
});
