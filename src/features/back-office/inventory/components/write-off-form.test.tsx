import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LotRow } from '@nyama/domain/inventory/stock-overview';
import { renderWithMantine } from '../../../../testing/render';
import { WriteOffForm } from './write-off-form';

const user = userEvent.setup({ delay: null });
const lot: LotRow = {
  lotId: 'lot-1',
  itemId: 'goat-leg',
  number: 'L-20261120-AB12',
  receivedQuantity: 6_000,
  onHand: 5_000,
  unitCostCents: 60_000,
  source: { kind: 'receipt', id: null },
  supplier: 'Narok Goats',
  farm: null,
  slaughterDate: null,
  inspectionStamp: null,
  useBy: '2026-11-24',
  receivedAtMs: 0,
  expiredAtMs: null,
  itemName: 'Goat leg',
  unit: 'kg',
  valueCents: 300_000,
  daysToUseBy: 1,
  state: 'expiring',
};

function renderForm(initialLotId: string | null) {
  const onPost = vi.fn();
  renderWithMantine(
    <WriteOffForm lots={[lot]} initialLotId={initialLotId} onPost={onPost} posting={false} error={null} />,
  );
  return onPost;
}

describe('the write-off form', () => {
  it('lists each lot with its item, number, what it holds and its use-by', async () => {
    renderForm(null);
    await user.click(screen.getByRole('combobox', { name: 'Lot' }));
    const listbox = screen.getByRole('listbox', { name: 'Lot', hidden: true });
    await user.click(
      within(listbox).getByRole('option', {
        name: 'Goat leg · L-20261120-AB12 · 5 kg on hand · use by 2026-11-24',
        hidden: true,
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Quantity (kg)' })).toBeInTheDocument();
  });

  it('refuses more than the lot holds and no reason, then posts grams with the reason', async () => {
    const onPost = renderForm('lot-1');
    await user.type(screen.getByRole('textbox', { name: 'Quantity (kg)' }), '5.5');
    await user.click(screen.getByRole('button', { name: 'Post write-off' }));
    expect(screen.getByText('The lot holds only 5 kg')).toBeInTheDocument();
    expect(screen.getByText('Choose why it is written off')).toBeInTheDocument();
    expect(onPost).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Quantity (kg)' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity (kg)' }), '0.75');
    await user.click(screen.getByRole('combobox', { name: 'Reason' }));
    const reasons = screen.getByRole('listbox', { name: 'Reason', hidden: true });
    await user.click(within(reasons).getByRole('option', { name: 'Trimming loss', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Post write-off' }));
    expect(onPost).toHaveBeenCalledWith({ lotId: 'lot-1', quantity: 750, reason: 'trimmingLoss' });
  });
});
