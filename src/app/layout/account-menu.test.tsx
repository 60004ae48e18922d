import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../features/common/auth/api/use-session';
import { renderRoutes } from '../../testing/render';
import { AccountMenu } from './account-menu';

vi.mock('../../features/common/auth/api/use-session', () => ({ useSession: vi.fn() }));

// The menu's code arrives only when a test lets it, as it does on a slow line after the avatar shows.
const menuCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./signed-in-menu', async (importOriginal) => {
  await menuCode.arrived;
  return importOriginal();
});

function showMenu(session: ReturnType<typeof useSession>) {
  vi.mocked(useSession).mockReturnValue(session);
  renderRoutes('/', {
    '/': AccountMenu,
    '/signin': null,
    '/user': null,
    '/newaddress': null,
    '/logout': null,
  });
}

describe('AccountMenu', () => {
  it('offers a visitor the way to sign in', async () => {
    showMenu({ status: 'signedOut' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('opens on a tap made before the menu has loaded, with the person’s name and the way out', async () => {
    showMenu({
      status: 'signedIn',
      uid: 'u1',
      email: 'amina@nyama.test',
      role: 'User',
      profile: { status: 'loading' },
    } as ReturnType<typeof useSession>);
    await userEvent.click(await screen.findByRole('button', { name: 'A, your account' }));
    expect(screen.queryByRole('menuitem', { name: 'Sign out' })).not.toBeInTheDocument();
    menuCode.arrive();
    // The dropdown is rendered only while the menu is open.
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    expect(screen.getByText('amina@nyama.test')).toBeInTheDocument();
  });

  it('is named by the initials it shows, so voice control can say what a person sees', async () => {
    showMenu({
      status: 'signedIn',
      uid: 'u1',
      email: 'amina@nyama.test',
      role: 'User',
      profile: {
        status: 'ready',
        profile: { name: 'Amina', surname: 'Otieno', mob: '254712345678', email: 'amina@nyama.test' },
      },
    } as ReturnType<typeof useSession>);
    const button = await screen.findByRole('button', { name: /your account/ });
    expect(button).toHaveTextContent('AO');
    expect(button).toHaveAccessibleName('AO, your account');
  });
});
