import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../testing/render';
import { ReceiptForm, type ReceivableItem } from './receipt-form';

const user = userEvent.setup({ delay: null });
const today = '2026-11-23';
const items: ReceivableItem[] = [
  { id: 'goat-leg', name: 'Goat leg', unit: 'kg', groupId: 'goat' },
  { id: 'broiler', name: 'Broiler', unit: 'piece', groupId: 'chicken' },
];

function renderForm(error: string | null = null) {
  const onSubmit = vi.fn();
  renderWithMantine(
    <ReceiptForm items={items} initial={[]} today={today} onSubmit={onSubmit} saving={null} error={error} />,
  );
  return onSubmit;
}

async function chooseItem(name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Item' }));
  const listbox = screen.getByRole('listbox', { name: 'Item', hidden: true });
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}

describe('the goods receipt form', () => {
  it('says beside each field what is missing, and sends nothing', async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Post receipt' }));
    expect(screen.getByText('Choose the item')).toBeInTheDocument();
    expect(screen.getByText('Enter the quantity')).toBeInTheDocument();
    expect(screen.getByText('Say who supplied it')).toBeInTheDocument();
    expect(screen.getByText('Enter the use-by on the label, or take the suggestion')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('suggests a use-by from the item’s shelf life and slaughter day, and fills it in only when taken', async () => {
    const onSubmit = renderForm();
    const useBy = screen.getByRole('textbox', { name: 'Use by' });
    expect(useBy).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Suggested/ })).toBeNull();
    await chooseItem('Goat leg');
    // Slaughtered today (the form's default), chilled goat keeps five days.
    await user.click(screen.getByRole('button', { name: 'Suggested 28 Nov 2026: use it' }));
    expect(useBy).toHaveValue('28 Nov 2026');
    expect(screen.queryByRole('button', { name: /^Suggested/ })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes kilograms and shillings, stores grams and cents, and refuses warm meat', async () => {
    const onSubmit = renderForm();
    await chooseItem('Goat leg');
    await user.type(screen.getByRole('textbox', { name: 'Quantity (kg)' }), '12.5');
    await user.type(screen.getByRole('textbox', { name: 'Cost per kg' }), '600');
    await user.type(screen.getByRole('textbox', { name: 'Supplier' }), 'Rotich farm');
    await user.type(screen.getByRole('textbox', { name: 'Temperature on arrival' }), '9');
    await user.click(screen.getByRole('button', { name: /^Suggested/ }));
    await user.click(screen.getByRole('button', { name: 'Post receipt' }));
    expect(screen.getByText('Refuse chilled meat warmer than 7 °C')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Temperature on arrival' }));
    await user.type(screen.getByRole('textbox', { name: 'Temperature on arrival' }), '3.5');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(onSubmit).toHaveBeenCalledWith(
      [
        {
          itemId: 'goat-leg',
          quantity: 12_500,
          unitCostCents: 60_000,
          supplier: 'Rotich farm',
          slaughterDate: today,
          inspectionStamp: null,
          useBy: '2026-11-28',
          temperatureC: 3.5,
        },
      ],
      false,
    );
  });

  it('counts pieces for an item sold by the piece, and adds a line from the same supplier', async () => {
    const onSubmit = renderForm('Line 1: Its use-by date has passed: refuse it.');
    expect(screen.getByRole('alert')).toHaveTextContent('Line 1: Its use-by date has passed');
    await chooseItem('Broiler');
    await user.type(screen.getByRole('textbox', { name: 'Quantity (pieces)' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Cost per piece' }), '450');
    await user.type(screen.getByRole('textbox', { name: 'Supplier' }), 'Kenchic');
    await user.click(screen.getByRole('button', { name: /^Suggested/ }));
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getAllByRole('textbox', { name: 'Supplier' })[1]).toHaveValue('Kenchic');
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await user.click(screen.getByRole('button', { name: 'Post receipt' }));
    expect(onSubmit).toHaveBeenCalledWith(
      [expect.objectContaining({ itemId: 'broiler', quantity: 12, unitCostCents: 45_000 })],
      true,
    );
  });
});
