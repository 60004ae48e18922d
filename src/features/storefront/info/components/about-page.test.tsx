import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { AboutPage } from './about-page';

afterEach(() => speak('en-KE'));

describe('the about page (decision 072)', () => {
  it('speaks Kiswahili', () => {
    speak('sw-KE');
    renderWithMantine(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Kutuhusu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jinsi tunavyouza' })).toBeInTheDocument();
    expect(screen.getByText(/agiza 1.5 kg za sirloin/)).toBeInTheDocument();
    expect(screen.queryByText(/About us|How we sell|By weight/)).not.toBeInTheDocument();
  });
});
