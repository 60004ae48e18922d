import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../features/common/auth/api/use-session';
import { renderWithMantine } from '../../testing/render';
import { AccountMenu } from './account-menu';

vi.mock('../../features/common/auth/api/use-session', () => ({ useSession: vi.fn() }));

function showMenu(session: ReturnType<typeof useSession>) {
  vi.mocked(useSession).mockReturnValue(session);
  const rootRoute = createRootRoute();
  const routes = ['/', '/signin', '/user', '/newaddress', '/logout'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: path === '/' ? AccountMenu : undefined }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithMantine(<RouterProvider router={router} />);
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
      currentOrder: { status: 'none' },
    } as ReturnType<typeof useSession>);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    // The dropdown is rendered only while the menu is open.
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    expect(screen.getByText('amina@nyama.test')).toBeInTheDocument();
  });
});
