import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { PrivacyPage } from './privacy-page';

afterEach(() => speak('en-KE'));

describe('the privacy notice (decision 072)', () => {
  it('reads in Kiswahili, with its headings, retention times and links', async () => {
    speak('sw-KE');
    renderRoutes('/privacy', { '/privacy': PrivacyPage, '/user': null });
    expect(await screen.findByRole('heading', { name: 'Taarifa ya faragha' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Haki zako, na jinsi ya kuzitumia' })).toBeInTheDocument();
    expect(screen.getByText(/siku \d+ baada ya kufikisha/)).toBeInTheDocument();
    expect(screen.getByText(/miaka 5, kama Sheria ya Taratibu za Kodi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ukurasa wa akaunti yako' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('link', { name: 'hello@nyama.shop' })).toBeInTheDocument();
    expect(screen.queryByText(/What we keep|How long|Your rights|We do not sell/)).not.toBeInTheDocument();
  });

  it('keeps its English sentences whole around the links', async () => {
    renderRoutes('/privacy', { '/privacy': PrivacyPage, '/user': null });
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Questions or complaints about your data: email hello@nyama.shop or call 0712 000 100. If we do not answer you well, you may complain to the Office of the Data Protection Commissioner (odpc.go.ke).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent?.endsWith('On your account page you can:') === true,
      ),
    ).toBeInTheDocument();
  });
});
