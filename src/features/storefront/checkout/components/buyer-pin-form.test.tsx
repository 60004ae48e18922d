import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { BuyerPinForm } from './buyer-pin-form';

const user = userEvent.setup({ delay: null });
const LABEL = "KRA PIN (for a tax invoice in your business's name)";

function renderForm(pin: string | null) {
  const onContinue = vi.fn(() => Promise.resolve());
  renderWithMantine(<BuyerPinForm pin={pin} onContinue={onContinue} />);
  return onContinue;
}

describe('BuyerPinForm', () => {
  it('starts from the PIN it is given and goes on with it', async () => {
    const onContinue = renderForm('P051234567X');
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveValue('P051234567X');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith('P051234567X');
  });

  it('refuses a PIN of the wrong shape, and takes a right one in capitals', async () => {
    const onContinue = renderForm(null);
    const field = screen.getByRole('textbox', { name: LABEL });
    await user.type(field, 'B051234567X');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Enter a KRA PIN like P051234567X: A or P, nine digits and a letter.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onContinue).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, ' a123456789z ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith('A123456789Z');
  });

  it('goes on without a PIN when the field is left empty or emptied', async () => {
    const onContinue = renderForm('P051234567X');
    await user.clear(screen.getByRole('textbox', { name: LABEL }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(null);
  });
});

describe('BuyerPinForm in Kiswahili', () => {
  it('asks for the PIN and words its problem in Kiswahili', async () => {
    speak('sw-KE');
    try {
      const onContinue = renderForm(null);
      const field = screen.getByRole('textbox', {
        name: 'PIN ya KRA (kwa ankara ya kodi kwa jina la biashara yako)',
      });
      await user.type(field, 'P0512');
      await user.click(screen.getByRole('button', { name: 'Endelea' }));
      expect(
        await screen.findByText('Andika PIN ya KRA kama P051234567X: A au P, tarakimu tisa na herufi moja.'),
      ).toBeInTheDocument();
      expect(onContinue).not.toHaveBeenCalled();
    } finally {
      speak('en-KE');
    }
  });
});
