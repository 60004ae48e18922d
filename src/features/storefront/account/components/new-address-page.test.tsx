import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../common/auth/api/use-session';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { NewAddressPage } from './new-address-page';

// Amina is signed in; the zones are read as the mock says, not from Firestore.
vi.mock('../../../common/auth/api/use-session', () => ({ useSession: vi.fn() }));
vi.mock('../../delivery/public', () => ({
  zonesQuery: () => queryOptions({ queryKey: ['zones'], queryFn: () => Promise.resolve([]) }),
}));

afterEach(() => speak('en-KE'));

describe('the new address page (decision 072)', () => {
  it('speaks Kiswahili, with the schema’s problems in Kiswahili too', async () => {
    speak('sw-KE');
    vi.mocked(useSession).mockReturnValue({
      status: 'signedIn',
      uid: 'amina',
      email: 'amina@example.test',
      role: 'User',
      profile: { status: 'missing' },
    });
    renderRoutes('/newaddress', { '/newaddress': NewAddressPage, '/user': null });
    expect(await screen.findByRole('heading', { name: 'Ongeza anwani' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Jina la anwani/)).toHaveValue('Nyumbani');
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi anwani' }));
    expect(await screen.findByText('Weka jina la mpokeaji')).toBeInTheDocument();
    expect(screen.getByText('Weka nambari ya simu ya Kenya, mfano 0712 345 678')).toBeInTheDocument();
    expect(screen.getByText('Chagua eneo la usafirishaji')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ghairi' })).toBeInTheDocument();
    expect(
      screen.queryByText(/Add an address|Save address|Recipient|Enter|Choose your/),
    ).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in, in Kiswahili', async () => {
    speak('sw-KE');
    vi.mocked(useSession).mockReturnValue({ status: 'signedOut' });
    renderRoutes('/newaddress', { '/newaddress': NewAddressPage, '/signin': null, '/usersignup': null });
    expect(
      await screen.findByText('Ingia ili uhifadhi anwani za usafirishaji kwenye akaunti yako.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fungua akaunti' })).toBeInTheDocument();
  });
});
