import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { renderWithMantine } from '../testing/render';
import { QuantityForm } from './quantity-form';

const sirloin = {
  ...perKgItem({
    name: 'Beef sirloin',
    pricePerKgCents: 85_000,
    stepGrams: 250,
    minGrams: 500,
    stockGrams: 10_000,
  }),
  id: 'beef-sirloin',
};

describe('QuantityForm', () => {
  it('shows the refusal’s sentence', async () => {
    const onAdd = vi.fn().mockResolvedValue({ ok: false, reason: 'Only 2 kg left.' });
    renderWithMantine(<QuantityForm item={sirloin} already={0} submitLabel="Add to cart" onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 kg left.');
    expect(onAdd).toHaveBeenCalledWith(500);
  });

  it('says nothing was added when the phone could not save it, and lets the customer try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onAdd = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ ok: true });
    renderWithMantine(<QuantityForm item={sirloin} already={0} submitLabel="Add to cart" onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was added');
    await userEvent.click(button);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onAdd).toHaveBeenCalledTimes(2);
  });
});
