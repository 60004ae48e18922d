import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../testing/render';
import type { ListedFarmer } from '../../../field/farmer/api/farmers';
import { FarmerOrderForm } from './farmer-order-form';

const user = userEvent.setup({ delay: null });
const today = '2026-11-24';
const farmers: ListedFarmer[] = [
  {
    uid: 'kipchoge',
    name: 'Kipchoge',
    surname: 'Rotich',
    mob: '254733000333',
    county: 'Narok',
    location: 'Ololulung’a',
    species: ['goat', 'sheep'],
    active: true,
  },
  {
    uid: 'retired',
    name: 'Old',
    surname: 'Farmer',
    mob: '254733000999',
    county: 'Nakuru',
    location: '',
    species: ['cattle'],
    active: false,
  },
];

function renderForm() {
  const onSubmit = vi.fn();
  renderWithMantine(
    <FarmerOrderForm
      farmers={farmers}
      usualPrices={{ goat: 60_000 }}
      initial={null}
      today={today}
      submitLabel="Save draft"
      saving={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

async function choose(label: string, name: RegExp | string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = screen.getByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByRole('option', { name, hidden: true }));
}

describe('the farmer order form', () => {
  it('says what is missing beside each field and sends nothing', async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Enter how many animals')).toBeInTheDocument();
    expect(screen.getByText('Enter the estimated carcass weight')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only farmers still supplying, starts at the usual price, and sends grams and cents', async () => {
    const onSubmit = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Farmer' }));
    expect(screen.queryByRole('option', { name: /Old Farmer/, hidden: true })).not.toBeInTheDocument();
    await choose('Farmer', /Kipchoge Rotich/);
    await choose('Species', 'goat');
    expect(screen.getByLabelText(/Price per kg of carcass/)).toHaveValue('Ksh 600');
    await user.type(screen.getByLabelText(/Head/), '10');
    await user.type(screen.getByLabelText(/Estimated carcass weight/), '140.5');
    expect(screen.getByText(/About Ksh.84,300 at the estimated weight/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit).toHaveBeenCalledWith({
      farmerUid: 'kipchoge',
      terms: {
        species: 'goat',
        head: 10,
        estimatedCarcassGrams: 140_500,
        pricePerKgCents: 60_000,
        deliveryDate: today,
      },
    });
  });

  it('saves a draft with no farmer chosen yet', async () => {
    const onSubmit = renderForm();
    await choose('Species', 'goat');
    await user.type(screen.getByLabelText(/Head/), '2');
    await user.type(screen.getByLabelText(/Estimated carcass weight/), '28');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ farmerUid: null }));
  });
});
