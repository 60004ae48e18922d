import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../testing/render';
import { PriceForm } from './price-form';

// No pause between keystrokes: a Mantine form re-renders on each one, which is slow enough on a busy machine.
const user = userEvent.setup({ delay: null });

function renderForm() {
  const onSave = vi.fn();
  renderWithMantine(<PriceForm itemId="sirloin" unit="kg" onSave={onSave} saving={false} error={null} />);
  return onSave;
}

const price = () => screen.getByRole('textbox', { name: /new price per kg/i });
const save = () => user.click(screen.getByRole('button', { name: 'Change price' }));

describe('the price form', () => {
  it.each([
    ['0', 'A price must be more than Ksh 0'],
    ['-50', 'A price must be more than Ksh 0'],
  ])('refuses %s beside the price', async (typed, message) => {
    const onSave = renderForm();
    await user.type(price(), typed);
    await save();
    expect(price()).toHaveAccessibleDescription(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks when a later price applies', async () => {
    const onSave = renderForm();
    await user.type(price(), '900');
    await user.click(screen.getByText('From a later time'));
    await save();
    expect(screen.getByText('Choose when the new price applies')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('applies a price now, in cents', async () => {
    const onSave = renderForm();
    await user.type(price(), '900');
    await save();
    expect(onSave).toHaveBeenCalledWith({ itemId: 'sirloin', cents: 90_000, effectiveFromMs: null });
  });
});
