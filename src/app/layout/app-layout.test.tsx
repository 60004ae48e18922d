import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../features/common/auth/api/use-session';
import { HomePage } from '../../features/storefront/catalog/components/home-page';
import { readHomeCatalogue } from '../../lib/firebase/storefront-firestore';
import { speak } from '../../lib/locale';
import { renderRoutes } from '../../testing/render';
import { AppLayout } from './app-layout';

// A visitor, offline: the home's read fails and nothing is saved on the phone.
vi.mock('../../features/common/auth/api/use-session', () => ({ useSession: vi.fn() }));
vi.mock('../../lib/firebase/storefront-firestore', () => ({ readHomeCatalogue: vi.fn() }));

function renderHome() {
  vi.mocked(useSession).mockReturnValue({ status: 'signedOut' });
  vi.mocked(readHomeCatalogue).mockRejectedValue(new Error('offline'));
  renderRoutes('/', {
    '/': () => (
      <AppLayout>
        <HomePage />
      </AppLayout>
    ),
    '/cart': null,
    '/signin': null,
    '/ourservicearea': null,
    '/aboutus': null,
    '/contact': null,
    '/newsupplier': null,
    '/privacy': null,
  });
}

afterEach(() => {
  speak('en-KE');
  localStorage.clear();
});

describe('the home page and its shell (decision 072)', () => {
  it('speaks Kiswahili on a Kiswahili device: header, navigation, page, failure and footer', async () => {
    speak('sw-KE');
    renderHome();
    expect(
      await screen.findByRole('heading', { name: 'Nyama safi, tunakuletea popote Nairobi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kikapu, hakina kitu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingia' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Wasiliana nasi' })).toHaveLength(2);
    expect(screen.getByText(/Bei ni kwa shilingi/)).toBeInTheDocument();
    expect(await screen.findByText('Hatukuweza kufungua bidhaa zetu')).toBeInTheDocument();
    expect(screen.queryByText(/Fresh meat|Sign in|Try again/)).not.toBeInTheDocument();
  });

  it('switches to English from the header, keeps the choice on the device and sets the page’s lang', async () => {
    speak('sw-KE');
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Fresh meat, delivered across Nairobi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-KE');
    expect(localStorage.getItem('nyama-locale')).toBe('en-KE');
    expect(screen.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('lang', 'sw-KE');
  });
});
