import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../features/common/auth/api/use-session';
import { speak } from '../../lib/locale';
import { renderRoutes } from '../../testing/render';
import { SignUpScreen } from './sign-up-screen';

vi.mock('../../features/common/auth/api/use-session', () => ({ useSession: vi.fn() }));

afterEach(() => speak('en-KE'));

describe('the sign-up screen (decision 072)', () => {
  it('speaks Kiswahili in both steps', async () => {
    speak('sw-KE');
    vi.mocked(useSession).mockReturnValue({ status: 'signedOut' });
    renderRoutes('/usersignup', { '/usersignup': SignUpScreen, '/signin': null, '/': null, '/user': null });
    expect(await screen.findByRole('heading', { name: 'Fungua akaunti yako' })).toBeInTheDocument();
    expect(screen.getByText('Barua pepe na nenosiri')).toBeInTheDocument();
    expect(screen.getByText('Maelezo yako')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endelea' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingia' })).toBeInTheDocument();
    expect(screen.queryByText(/Create your account|Your details|Continue|Already/)).not.toBeInTheDocument();
  });
});
