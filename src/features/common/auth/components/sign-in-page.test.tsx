import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../lib/locale';
import { signInSearchSchema } from '../../../../lib/route-search';
import { renderRoutes } from '../../../../testing/render';
import { signIn } from '../api/auth-actions';
import { SignInPage } from './sign-in-page';

// The identity provider is not here: each test says what signing in answers.
vi.mock('../api/auth-actions', () => ({ signIn: vi.fn() }));

const user = userEvent.setup({ delay: null });

function renderSignIn() {
  renderRoutes(
    '/signin',
    {
      '/signin': { component: SignInPage, validateSearch: signInSearchSchema },
      '/': null,
      '/resetpassword': null,
      '/usersignup': null,
    },
    { layout: '_storefront' },
  );
}

afterEach(() => speak('en-KE'));

describe('the sign-in page (decision 072)', () => {
  it('speaks Kiswahili: its words, the schema’s problems and the identity provider’s refusal', async () => {
    speak('sw-KE');
    vi.mocked(signIn).mockRejectedValue(new FirebaseError('auth/wrong-password', 'wrong password'));
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Ingia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Umesahau nenosiri lako?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fungua akaunti' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(await screen.findByText('Weka barua pepe sahihi')).toBeInTheDocument();
    expect(screen.getByText('Nenosiri linahitaji angalau herufi 6')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Barua pepe/), 'amina@example.test');
    await user.type(screen.getByLabelText(/Nenosiri/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(
      await screen.findByText('Nenosiri hilo si sahihi. Jaribu tena au uweke jipya.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sign in|Password|Email|Forgot|Enter a valid/)).not.toBeInTheDocument();
  });

  it('keeps its English word for word', async () => {
    renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least 6 characters')).toBeInTheDocument();
  });
});
