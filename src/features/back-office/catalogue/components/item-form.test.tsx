import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveItemInput } from '@nyama/domain/callables/catalogue-callables';
import { renderWithMantine } from '../../../../testing/render';
import { editItemInput, newItemInput } from '../item-input';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { speak } from '../../../../lib/locale';
import { ItemForm } from './item-form';

// No pause between keystrokes: a Mantine form re-renders on each one, which is slow enough on a busy machine.
const user = userEvent.setup({ delay: null });

const groups = [
  { value: 'beef', label: 'Beef' },
  { value: 'chicken', label: 'Chicken' },
];

function renderForm(initial: SaveItemInput = newItemInput('beef', 1), error: string | null = null) {
  const onSave = vi.fn();
  renderWithMantine(
    <ItemForm initial={initial} groups={groups} onSave={onSave} saving={false} error={error} />,
  );
  return onSave;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => user.click(screen.getByRole('button', { name: /create item|save item/i }));

describe('the item form', () => {
  it('says beside each field what a new item lacks, and saves nothing', async () => {
    const onSave = renderForm();
    await save();
    expect(field(/^name/i)).toHaveAccessibleDescription('Name the item');
    expect(field(/^price per kg/i)).toHaveAccessibleDescription('Set the price of the new item');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a price of 0 beside the price', async () => {
    const onSave = renderForm();
    await user.type(field(/^name/i), 'Sirloin');
    await user.type(field(/^price per kg/i), '0');
    await save();
    expect(field(/^price per kg/i)).toHaveAccessibleDescription('A price must be more than Ksh 0');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a minimum weight that is not a whole number of steps', async () => {
    renderForm();
    await user.clear(field(/^minimum/i));
    await user.type(field(/^minimum/i), '300');
    await save();
    expect(field(/^minimum/i)).toHaveAccessibleDescription('The minimum must be a whole number of steps');
  });

  it('saves a new item with its price in cents and its name trimmed', async () => {
    const onSave = renderForm();
    await user.type(field(/^name/i), '  Sirloin steak ');
    await user.type(field(/^price per kg/i), '850.50');
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        itemId: null,
        priceCents: 85_050,
        details: expect.objectContaining({ name: 'Sirloin steak', groupId: 'beef' }),
        selling: { unit: 'kg', minGrams: 500, stepGrams: 250 },
      }),
    );
  });

  it('asks for an estimated weight, not steps, for an item sold by the piece', async () => {
    renderForm();
    await user.click(screen.getByText('Per piece'));
    expect(screen.queryByRole('textbox', { name: /^minimum/i })).not.toBeInTheDocument();
    expect(field(/^estimated weight/i)).toBeInTheDocument();
    expect(field(/^price per piece/i)).toBeInTheDocument();
  });

  it('edits an item without its price, and cannot turn weight into count', async () => {
    const onSave = renderForm(editItemInput('sirloin', perKgItem({ name: 'Sirloin' })));
    expect(screen.queryByRole('textbox', { name: /^price/i })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Per piece' })).toBeDisabled();
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ itemId: 'sirloin', priceCents: null }));
  });

  it('shows the server’s refusal beside Save', () => {
    renderForm(newItemInput('beef', 1), 'Choose one of the shop’s item groups.');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one of the shop’s item groups.');
  });

  it('speaks Kiswahili on a Kiswahili device', () => {
    speak('sw-KE');
    renderForm();
    expect(field(/^jina/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unda bidhaa' })).toBeInTheDocument();
    expect(screen.getByText('Kwa kilo')).toBeInTheDocument();
    expect(screen.getByText('Ionyeshwe ukurasa wa mwanzo')).toBeInTheDocument();
    expect(screen.queryByText('Create item')).not.toBeInTheDocument();
    expect(screen.queryByText('Per kg')).not.toBeInTheDocument();
    expect(screen.queryByText('Featured on the home page')).not.toBeInTheDocument();
  });
});

afterEach(() => speak('en-KE'));
