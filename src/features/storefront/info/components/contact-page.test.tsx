import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { ContactPage } from './contact-page';

afterEach(() => speak('en-KE'));

describe('the contact page (decision 072)', () => {
  it('speaks Kiswahili', () => {
    speak('sw-KE');
    renderWithMantine(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Wasiliana nasi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Piga simu au WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tembelea duka' })).toBeInTheDocument();
    expect(screen.getByText(/Jumatatu–Jumamosi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0712 000 100' })).toHaveAttribute('href', 'tel:+254712000100');
    expect(screen.queryByText(/Contact us|Visit the shop|Mon–Sat/)).not.toBeInTheDocument();
  });
});
