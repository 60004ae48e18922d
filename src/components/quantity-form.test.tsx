import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { speak } from '../lib/locale';
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

afterEach(() => speak('en-KE'));

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

  it('speaks Kiswahili: the question, the stepper, the estimate and the weighing note', () => {
    speak('sw-KE');
    renderWithMantine(
      <QuantityForm item={sirloin} already={0} submitLabel="Weka kwenye kikapu" onAdd={vi.fn()} />,
    );
    expect(screen.getByText('Kiasi gani?')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Uzito wa Beef sirloin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Punguza' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ongeza' })).toBeEnabled();
    expect(screen.getByLabelText('Makadirio')).toHaveTextContent('Makadirio: Ksh 425');
    expect(screen.getByText(/^Uzito ni makadirio: tunapima oda yako/)).toBeInTheDocument();
    expect(screen.queryByText('How much?')).not.toBeInTheDocument();
    expect(screen.queryByText(/Estimated|Weights are estimates/)).not.toBeInTheDocument();
  });

  it('says a sold-out item in Kiswahili', () => {
    speak('sw-KE');
    renderWithMantine(
      <QuantityForm item={{ ...sirloin, stockGrams: 0 }} already={0} submitLabel="Weka" onAdd={vi.fn()} />,
    );
    expect(screen.getByText('Beef sirloin imeisha kwa sasa. Angalia tena kesho.')).toBeInTheDocument();
    expect(screen.queryByText(/Sold out|sold out/)).not.toBeInTheDocument();
  });
});
