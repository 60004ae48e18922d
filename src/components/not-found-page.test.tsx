import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../lib/locale';
import { renderRoutes } from '../testing/render';
import { NotFoundPage } from './not-found-page';

afterEach(() => speak('en-KE'));

describe('the not-found page (decision 072)', () => {
  it('speaks Kiswahili', async () => {
    speak('sw-KE');
    renderRoutes('/missing', { '/missing': NotFoundPage, '/': null });
    expect(await screen.findByRole('heading', { name: 'Ukurasa haupatikani' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rudi dukani' })).toBeInTheDocument();
    expect(screen.queryByText(/Page not found|Back to the shop/)).not.toBeInTheDocument();
  });
});
