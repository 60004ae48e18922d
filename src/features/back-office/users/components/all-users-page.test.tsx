import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userSearchSchema } from '../../../../lib/route-search';
import { renderRoutes } from '../../../../testing/render';
import type { UserFilters } from '../api/user-filters';
import { userKeys, useUserPages, userOrdersQuery, type ListedUser, type UserOrder } from '../api/users';
import { AllUsersPage } from './all-users-page';

// Firestore is not running here: the page's reads answer with the users and orders each test says.
vi.mock('../api/users', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/users')>()),
  useUserPages: vi.fn(),
  userOrdersQuery: vi.fn(),
}));
vi.mock('../../../common/auth/api/use-session', () => ({
  useSession: () => ({ status: 'signedIn', uid: 'amina' }),
}));

const user = userEvent.setup({ delay: null });

const amina: ListedUser = {
  uid: 'amina',
  name: 'Amina',
  surname: 'Otieno',
  mob: '254712345678',
  email: 'amina@example.test',
  role: 'Admin',
};
const brian: ListedUser = { ...amina, uid: 'brian', name: 'Brian', surname: 'Kamau', role: 'Driver' };
const order = {
  id: 'order-7',
  number: 'NY-1007',
  status: 'outForDelivery',
  totalCents: 195_000,
  createdAtMs: Date.UTC(2026, 10, 23, 6),
  archived: false,
} as UserOrder;
const archivedOrder = {
  ...order,
  id: 'order-2',
  number: 'NY-1002',
  status: 'delivered',
  archived: true,
} as UserOrder;

/** Every filter the page asked for, newest last; a search for "nobody" finds no one. */
function feedUsers(): UserFilters[] {
  const asked: UserFilters[] = [];
  vi.mocked(useUserPages).mockImplementation((filters) => {
    asked.push(filters);
    const rows = filters.q === 'nobody' ? [] : [amina, brian];
    return {
      rows,
      pageIndex: 0,
      hasNext: false,
      hasPrevious: false,
      next: () => undefined,
      previous: () => undefined,
      isPending: false,
      isError: false,
      error: null,
      refetch: vi.fn(),
    } as unknown as ReturnType<typeof useUserPages>;
  });
  return asked;
}

/** The orders the drawer reads for whichever user is opened. */
let ordersOnFile: UserOrder[] = [];
function feedOrders(orders: UserOrder[]) {
  ordersOnFile = orders;
  vi.mocked(userOrdersQuery).mockImplementation((uid) =>
    queryOptions({
      queryKey: userKeys.orders(uid),
      queryFn: () => Promise.resolve({ rows: ordersOnFile, unreadable: 0 }),
    }),
  );
}

function renderPage(url: string) {
  const router = renderRoutes(
    url,
    { '/allusers': { component: AllUsersPage, validateSearch: userSearchSchema } },
    { layout: '_backOffice/admin' },
  );
  return router;
}

describe('the users page', () => {
  it('reads its search and role from the address', async () => {
    const asked = feedUsers();
    renderPage('/allusers?q=kamau&role=Driver');
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ q: 'kamau', role: 'Driver' });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('kamau');
  });

  it('searches once typing pauses, keeping the search in the address', async () => {
    const asked = feedUsers();
    const router = renderPage('/allusers');
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'nobody');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'nobody' }));
    expect(asked.at(-1)).toEqual({ q: 'nobody' });
    expect(await screen.findByText('No users match this search.')).toBeInTheDocument();
  });

  it('filters by role, and drops a role the shop does not have', async () => {
    const asked = feedUsers();
    const router = renderPage('/allusers?role=Chef');
    await user.click(await screen.findByRole('combobox', { name: 'Role' }));
    expect(asked.at(-1)).toEqual({});
    const roles = screen.getByRole('listbox', { name: 'Role', hidden: true });
    await user.click(within(roles).getByRole('option', { name: 'Driver', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ role: 'Driver' }));
    expect(asked.at(-1)).toEqual({ role: 'Driver' });
  });

  it('opens a user’s last orders beside the list, each a link to the order, archived ones to the archive', async () => {
    feedUsers();
    feedOrders([order, archivedOrder]);
    renderPage('/allusers');
    await user.click(await screen.findByText('Brian Kamau'));
    const drawer = await screen.findByRole('dialog', { name: 'Orders of Brian Kamau' });
    expect(userOrdersQuery).toHaveBeenCalledWith('brian');
    expect(await screen.findByRole('link', { name: 'NY-1007' })).toHaveAttribute(
      'href',
      '/adminorder/order-7',
    );
    expect(screen.getByRole('link', { name: 'NY-1002' })).toHaveAttribute('href', '/archorder/order-2');
    expect(drawer).toHaveTextContent('Out for delivery');
    expect(drawer).toHaveTextContent(/Ksh\s1,950/);
  });

  it('says when a user has not ordered yet', async () => {
    feedUsers();
    feedOrders([]);
    renderPage('/allusers');
    await user.click(await screen.findByText('Amina Otieno'));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });
});
