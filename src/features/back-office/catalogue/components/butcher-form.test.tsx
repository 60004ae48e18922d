import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_ERROR } from '@nyama/domain/kernel/phone';
import { renderWithMantine } from '../../../../testing/render';
import { ButcherForm } from './butcher-form';

// No pause between keystrokes: a Mantine form re-renders on each one, which is slow enough on a busy machine.
const user = userEvent.setup({ delay: null });

function renderForm(phone: string, name = 'Grace Achieng') {
  const onSave = vi.fn();
  const initial = { name, phone, location: 'Ngara', speciality: 'Goat', active: true };
  renderWithMantine(<ButcherForm initial={initial} onSave={onSave} saving={false} error={null} />);
  return onSave;
}

const save = () => user.click(screen.getByRole('button', { name: 'Save butcher' }));

describe('the butcher form', () => {
  it('refuses a number that is not a Kenyan mobile, beside the mobile', async () => {
    const onSave = renderForm('020 123 4567');
    await save();
    expect(screen.getByRole('textbox', { name: /^mobile/i })).toHaveAccessibleDescription(PHONE_ERROR);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the mobile as M-Pesa writes it', async () => {
    const onSave = renderForm('0722 000 102');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ phone: '254722000102' }));
  });

  it('needs the butcher’s name, beside the name', async () => {
    const onSave = renderForm('0722 000 102', ' ');
    await save();
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveAccessibleDescription('Name the butcher');
    expect(onSave).not.toHaveBeenCalled();
  });
});
