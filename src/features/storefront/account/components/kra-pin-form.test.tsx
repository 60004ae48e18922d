import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../testing/render';
import { KraPinForm } from './kra-pin-form';

const user = userEvent.setup({ delay: null });

function renderForm(
  kraPin: string | null,
  save: (pin: string | null) => Promise<unknown> = () => Promise.resolve(),
) {
  const onSave = vi.fn(save);
  renderWithMantine(<KraPinForm kraPin={kraPin} onSave={onSave} />);
  return onSave;
}

describe('KraPinForm', () => {
  it('refuses a PIN of the wrong shape, and saves a right one in capitals', async () => {
    const onSave = renderForm(null);
    const field = screen.getByRole('textbox', { name: 'KRA PIN for tax invoices' });
    await user.type(field, 'P05123');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText(/Enter a KRA PIN like P051234567X/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, ' p051234567x ');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(onSave).toHaveBeenCalledWith('P051234567X');
  });

  it('removes the PIN when the field is emptied', async () => {
    const onSave = renderForm('P051234567X');
    await user.clear(screen.getByRole('textbox', { name: 'KRA PIN for tax invoices' }));
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('says when the PIN could not be saved', async () => {
    renderForm(null, () => Promise.reject(new Error('offline')));
    await user.type(screen.getByRole('textbox', { name: 'KRA PIN for tax invoices' }), 'P051234567X');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your KRA PIN could not be saved');
  });
});
