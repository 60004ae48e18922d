import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userSearchSchema } from '../../../../lib/route-search';
import { onePage } from '../../../../testing/cursor-pages';
import { renderRoutes } from '../../../../testing/render';
import type { UserFilters } from '../api/user-filters';
import type { CustomerRecord } from '@nyama/domain/callables/customer-record-callables';
import { customerRecordQuery } from '../api/customer-record';
import { useUserPages, type ListedUser } from '../api/users';
import { AllUsersPage } from './all-users-page';

// Neither Firestore nor the functions run here: the page's reads answer with what each test says.
vi.mock('../api/users', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/users')>()),
  useUserPages: vi.fn(),
}));
vi.mock('../api/customer-record', () => ({ customerRecordQuery: vi.fn() }));
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
type RecordOrder = CustomerRecord['orders'][number];
const order: RecordOrder = {
  id: 'order-7',
  number: 'NY-1007',
  status: 'outForDelivery',
  totalCents: 195_000,
  createdAtMs: Date.UTC(2026, 10, 23, 6),
  archived: false,
};
const archivedOrder: RecordOrder = {
  ...order,
  id: 'order-2',
  number: 'NY-1002',
  status: 'delivered',
  archived: true,
};
const home = {
  id: 'home',
  label: 'Home',
  recipient: 'Brian Kamau',
  phone: '254722111222',
  zoneId: 'westlands',
  area: 'Westlands',
  street: 'Ring Road 12',
  building: 'Apt 4B',
  notes: '',
};

/** Every filter the page asked for, newest last; a search for "nobody" finds no one. */
function feedUsers(): UserFilters[] {
  const asked: UserFilters[] = [];
  vi.mocked(useUserPages).mockImplementation((filters) => {
    asked.push(filters);
    const rows = filters.q === 'nobody' ? [] : [amina, brian];
    return onePage({ rows });
  });
  return asked;
}

/** What opening a record answers, for whichever user is opened: a record, a refusal, or nothing yet. */
function feedRecord(answer: (uid: string) => Promise<CustomerRecord>) {
  vi.mocked(customerRecordQuery).mockImplementation((uid, purpose) =>
    queryOptions({
      queryKey: ['admin', 'users', 'record', uid, purpose] as const,
      queryFn: () => answer(uid),
      retry: false,
    }),
  );
}
const recordOf = (orders: RecordOrder[]) => (uid: string) =>
  Promise.resolve<CustomerRecord>({
    uid,
    profile: { ...brian, role: 'User' },
    addresses: [home],
    orders,
  });

function renderPage(url: string) {
  const router = renderRoutes(
    url,
    { '/allusers': { component: () => <AllUsersPage />, validateSearch: userSearchSchema } },
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

  it('opens a user’s record beside the list, audited: contact, addresses, and orders linked to their pages', async () => {
    feedUsers();
    feedRecord(recordOf([order, archivedOrder]));
    renderPage('/allusers');
    await user.click(await screen.findByText('Brian Kamau'));
    const drawer = await screen.findByRole('dialog', { name: 'Record of Brian Kamau' });
    expect(customerRecordQuery).toHaveBeenCalledWith('brian', 'usersPage');
    expect(drawer).toHaveTextContent('Opening a record is written in its history, with your name.');
    expect(await screen.findByRole('link', { name: 'NY-1007' })).toHaveAttribute(
      'href',
      '/adminorder/order-7',
    );
    expect(screen.getByRole('link', { name: 'NY-1002' })).toHaveAttribute('href', '/archorder/order-2');
    expect(drawer).toHaveTextContent('Out for delivery');
    expect(drawer).toHaveTextContent(/Ksh\s1,950/);
    expect(drawer).toHaveTextContent('Ring Road 12, Apt 4B, Westlands');
    expect(drawer).toHaveTextContent('0722 111 222');
  });

  it('shows that the record is loading while the function answers', async () => {
    feedUsers();
    feedRecord(() => new Promise<never>(() => undefined));
    renderPage('/allusers');
    await user.click(await screen.findByText('Brian Kamau'));
    expect(await screen.findByRole('status', { name: 'Loading the record' })).toBeInTheDocument();
  });

  it('says why a record could not be opened, and offers to try again', async () => {
    feedUsers();
    let calls = 0;
    feedRecord((uid) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : recordOf([])(uid);
    });
    renderPage('/allusers');
    await user.click(await screen.findByText('Brian Kamau'));
    expect(await screen.findByText('We could not open this record')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it('says when a user has not ordered yet', async () => {
    feedUsers();
    feedRecord(recordOf([]));
    renderPage('/allusers');
    await user.click(await screen.findByText('Amina Otieno'));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });
});
