import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../lib/locale';
import { resetPasswordSearchSchema } from '../../../../lib/route-search';
import { renderRoutes } from '../../../../testing/render';
import { requestPasswordReset } from '../api/auth-actions';
import { ResetPasswordPage } from './reset-password-page';

// The identity provider is not here: a reset link is sent at once.
vi.mock('../api/auth-actions', () => ({ requestPasswordReset: vi.fn(), setNewPassword: vi.fn() }));

const user = userEvent.setup({ delay: null });

function renderReset(url: string) {
  renderRoutes(
    url,
    {
      '/resetpassword': { component: ResetPasswordPage, validateSearch: resetPasswordSearchSchema },
      '/signin': null,
    },
    { layout: '_storefront' },
  );
}

afterEach(() => speak('en-KE'));

describe('the reset password page in Kiswahili (decision 072)', () => {
  it('asks for the email and says where the link went', async () => {
    speak('sw-KE');
    vi.mocked(requestPasswordReset).mockResolvedValue();
    renderReset('/resetpassword');
    expect(await screen.findByRole('heading', { name: 'Weka nenosiri jipya' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rudi kuingia' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Barua pepe/), 'amina@example.test');
    await user.click(screen.getByRole('button', { name: 'Tuma kiungo' }));
    expect(await screen.findByText('Angalia barua pepe yako')).toBeInTheDocument();
    expect(screen.getByText(/Kama kuna akaunti ya amina@example.test/)).toBeInTheDocument();
    expect(screen.queryByText(/Reset|Check your email|Back to sign in/)).not.toBeInTheDocument();
  });

  it('chooses the new password from the link, and says when the two differ', async () => {
    speak('sw-KE');
    renderReset('/resetpassword?oobCode=abc');
    expect(await screen.findByRole('form', { name: 'Weka nenosiri lako' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nenosiri jipya/), 'secret1');
    await user.type(screen.getByLabelText(/Liandike tena/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Weka nenosiri' }));
    expect(await screen.findByText('Manenosiri haya mawili hayalingani')).toBeInTheDocument();
    expect(screen.queryByText(/New password|Repeat it|differ/)).not.toBeInTheDocument();
  });
});
