import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { formatKes } from '@nyama/domain/kernel/money';
import { renderWithMantine } from '../../../../testing/render';
import type { StoredLot } from '../../inventory/api/lots';
import type { ListedBuyer } from '../api/leftovers';
import { BuyerForm } from './buyer-form';
import { SaleForm } from './sale-form';

const user = userEvent.setup({ delay: null });
const today = '2026-11-24';
/** An amount as the page shows it, with the spaces Testing Library normalises. */
const kes = (cents: number) => formatKes(cents).replace(/\s/g, ' ');
const items = [
  { id: 'by-bones', name: 'Bones', unit: 'kg' as const },
  { id: 'by-hides', name: 'Hides', unit: 'piece' as const },
  { id: 'goat-leg', name: 'Goat leg', unit: 'kg' as const },
  { id: 'beef-fillet', name: 'Beef fillet', unit: 'kg' as const },
];
const lot = (lotId: string, itemId: string, onHand: number, useBy: string): StoredLot => ({
  lotId,
  itemId,
  number: `L-20261120-${lotId.toUpperCase()}`,
  receivedQuantity: onHand,
  onHand,
  unitCostCents: 100,
  source: { kind: 'opening', id: null },
  supplier: 'Shop',
  farm: null,
  slaughterDate: null,
  inspectionStamp: null,
  useBy,
  receivedAtMs: 0,
  expiredAtMs: null,
});
const lots = [
  lot('bone', 'by-bones', 25_000, addDays(today, 5)),
  lot('leg', 'goat-leg', 3_000, addDays(today, 1)),
  lot('fillet', 'beef-fillet', 2_000, addDays(today, 4)),
];
const buyer: ListedBuyer = {
  id: 'mbwa-bora',
  name: 'Mbwa Bora Pet Foods',
  contactName: 'Mary Njeri',
  phone: '254722100200',
  kraPin: null,
  notes: '',
  prices: [{ itemId: 'by-bones', unitPriceCents: 6_000 }],
  active: true,
};

async function choose(label: string, name: RegExp | string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = screen.getByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}

function renderSaleForm() {
  const onSubmit = vi.fn();
  renderWithMantine(
    <SaleForm
      buyers={[buyer]}
      lots={lots}
      items={items}
      today={today}
      initial={null}
      saving={null}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('the sale form', () => {
  it('offers the buyer’s items and lots close to their use-by, priced from the buyer’s list', async () => {
    const onSubmit = renderSaleForm();
    await choose('Buyer', 'Mbwa Bora Pet Foods');
    await user.click(screen.getByRole('combobox', { name: 'Lot' }));
    const options = within(screen.getByRole('listbox', { name: 'Lot', hidden: true }));
    expect(options.getByRole('option', { name: /Bones/, hidden: true })).toBeInTheDocument();
    expect(
      options.getByRole('option', { name: /Goat leg · .* use by in 1 d/, hidden: true }),
    ).toBeInTheDocument();
    expect(options.queryByRole('option', { name: /Beef fillet/, hidden: true })).not.toBeInTheDocument();
    await user.click(options.getByRole('option', { name: /Bones/, hidden: true }));
    expect(screen.getByLabelText(/Price per kg/)).toHaveValue('Ksh 60');
    await user.type(screen.getByLabelText(/Quantity \(kg\)/), '12.35');
    expect(screen.getByText(`Total ${kes(74_100)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invoice and take the stock' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        saleId: null,
        buyerId: 'mbwa-bora',
        lines: [{ lotId: 'bone', quantity: 12_350, unitPriceCents: 6_000 }],
      },
      true,
    );
  });

  it('says what is missing and sends nothing', async () => {
    const onSubmit = renderSaleForm();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Choose the buyer')).toBeInTheDocument();
    expect(screen.getByText('Choose the lot')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the buyer form', () => {
  it('wants a business name, a Kenyan phone and a KRA PIN that is one, and keeps each item’s price once', async () => {
    const onSubmit = vi.fn();
    renderWithMantine(
      <BuyerForm items={items} initial={null} saving={false} error={null} onSubmit={onSubmit} />,
    );
    await user.type(screen.getByLabelText(/Phone/), '12345');
    await user.type(screen.getByLabelText(/KRA PIN/), 'P0533');
    await user.click(screen.getByRole('button', { name: 'Save buyer' }));
    expect(screen.getByText('Enter the business’s name')).toBeInTheDocument();
    expect(screen.getByText(/Enter a Kenyan mobile number/)).toBeInTheDocument();
    expect(screen.getByText(/A KRA PIN is A or P, nine digits and a letter/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/KRA PIN/));
    await user.type(screen.getByLabelText(/KRA PIN/), 'p052233445m');

    await user.type(screen.getByLabelText(/Business/), 'Thika Tallow & Soap');
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '0733 200 300');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    await choose('Item', 'Bones');
    await user.type(screen.getByLabelText(/Price per kg/), '60');
    await user.click(screen.getByRole('button', { name: 'Save buyer' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Thika Tallow & Soap',
        phone: '254733200300',
        kraPin: 'P052233445M',
        prices: [{ itemId: 'by-bones', unitPriceCents: 6_000 }],
      }),
    );
  });
});
