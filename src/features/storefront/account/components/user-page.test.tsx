import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@nyama/domain/delivery/address';
import { useSession } from '../../../common/auth/api/use-session';
import type { Session } from '../../../common/auth/public';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { useCurrentOrder } from '../../orders/public';
import { keepLanguageOnProfile } from '../../../common/auth/api/profile-language';
import { UserPage } from './user-page';

// Amina is signed in with no open order; her addresses, the zones and her choice about offers are read
// as each mock says, not from Firestore.
vi.mock('../../../common/auth/api/use-session', () => ({ useSession: vi.fn() }));
vi.mock('../../orders/public', () => ({ useCurrentOrder: vi.fn() }));
const HOME: Address & { id: string } = {
  id: 'home',
  label: 'Nyumbani',
  recipient: 'Amina Otieno',
  phone: '254712345678',
  zoneId: 'westlands',
  area: 'Parklands',
  street: 'Limuru Road',
  building: '',
  notes: '',
};
vi.mock('../api/addresses', () => ({
  addressesQuery: (uid: string) =>
    queryOptions({ queryKey: ['addresses', uid], queryFn: () => Promise.resolve([HOME]) }),
}));
vi.mock('../../delivery/public', () => ({
  zonesQuery: () => queryOptions({ queryKey: ['zones'], queryFn: () => Promise.resolve([]) }),
}));
vi.mock('../api/data-rights', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/data-rights')>()),
  marketingConsentQuery: (uid: string) =>
    queryOptions({ queryKey: ['consents', uid, 'marketing'], queryFn: () => Promise.resolve(null) }),
}));

// The profile's write of the language is Firestore's (the journeys and rules test it): here, what was asked.
vi.mock('../../../common/auth/api/profile-language', () => ({
  keepLanguageOnProfile: vi.fn(() => Promise.resolve()),
}));

afterEach(() => speak('en-KE'));

const AMINAS_PROFILE = { name: 'Amina', surname: 'Otieno', mob: '254712345678', email: 'amina@example.test' };
const AMINA = {
  status: 'signedIn',
  uid: 'amina',
  email: 'amina@example.test',
  role: 'User',
  profile: { status: 'ready', profile: AMINAS_PROFILE },
} satisfies Session;

describe('the customer’s account page (decision 072)', () => {
  it('speaks Kiswahili: details, form and its problems, current order, addresses and data', async () => {
    speak('sw-KE');
    vi.mocked(useSession).mockReturnValue(AMINA);
    vi.mocked(useCurrentOrder).mockReturnValue({ status: 'none' });
    renderRoutes('/user', { '/user': UserPage, '/logout': null, '/newaddress': null, '/privacy': null });

    expect(await screen.findByRole('heading', { name: 'Akaunti yako' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toka' })).toBeInTheDocument();
    expect(screen.getByText('Umeingia kama amina@example.test')).toBeInTheDocument();
    expect(screen.getByLabelText('Jukumu')).toHaveTextContent('Mteja');
    expect(screen.getByRole('heading', { name: 'Oda ya sasa' })).toBeInTheDocument();
    expect(screen.getByText(/Huna oda inayoendelea/)).toBeInTheDocument();
    expect(await screen.findByText('Nyumbani')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ongeza anwani' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Data yako' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pakua data yangu' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Jina la kwanza/));
    await userEvent.clear(screen.getByLabelText(/Nambari ya simu/));
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi maelezo' }));
    expect(await screen.findByText('Weka jina lako la kwanza')).toBeInTheDocument();
    expect(screen.getByText('Weka nambari ya simu ya Kenya, mfano 0712 345 678')).toBeInTheDocument();

    expect(
      screen.queryByText(/Your account|Sign out|Current order|Delivery addresses|Your data|Enter|User/),
    ).not.toBeInTheDocument();
  });

  it('switches the language on the device and the profile, from the profile’s own choice', async () => {
    speak('sw-KE');
    vi.mocked(useSession).mockReturnValue({
      ...AMINA,
      profile: { status: 'ready', profile: { ...AMINAS_PROFILE, language: 'sw-KE' } },
    });
    vi.mocked(useCurrentOrder).mockReturnValue({ status: 'none' });
    renderRoutes('/user', { '/user': UserPage, '/logout': null, '/newaddress': null, '/privacy': null });

    const choice = await screen.findByRole('radiogroup', { name: 'Lugha' });
    expect(screen.getByText('Arifa na jumbe fupi za duka zitatumia lugha hii pia.')).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
    await userEvent.click(within(choice).getByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('The shop’s notifications and texts speak it too.')).toBeInTheDocument();
    expect(localStorage.getItem('nyama-locale')).toBe('en-KE');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await waitFor(() => expect(keepLanguageOnProfile).toHaveBeenCalledWith('amina', 'en-KE'));
  });

  it('commits the placeholder first and the account after it, in a transition (decision 077)', async () => {
    vi.mocked(useSession).mockReturnValue(AMINA);
    vi.mocked(useCurrentOrder).mockReturnValue({ status: 'none' });
    const commits: string[] = [];
    const seen = () =>
      commits.push(screen.queryByRole('heading', { name: 'Your account' }) ? 'account' : 'placeholder');
    renderRoutes('/user', {
      '/user': () => (
        <Profiler id="account" onRender={seen}>
          <UserPage />
        </Profiler>
      ),
      '/logout': null,
      '/newaddress': null,
      '/privacy': null,
    });

    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(commits[0]).toBe('placeholder');
    expect(commits).toContain('account');
  });
});
