import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../testing/render';
import { SupplierCallForm } from './supplier-call-form';

// The forecast's worker and the price list read Firestore; the form only needs their answers.
const plan = { species: [{ species: 'goat', head: 12 }] };
vi.mock('../../forecast/api/use-forecast', () => ({
  useForecast: () => ({ forecast: { data: { plan }, isError: false } }),
}));
vi.mock('../../farmer-orders/api/usual-prices', () => ({
  useUsualCarcassPrices: () => ({ goat: 60_000 }),
}));

function showForm() {
  const onSubmit = vi.fn();
  renderWithMantine(<SupplierCallForm current={null} onSubmit={onSubmit} saving={false} error={null} />);
  return onSubmit;
}

describe('SupplierCallForm', () => {
  it('publishes an empty call, which tells farmers the shop has enough', async () => {
    const onSubmit = showForm();
    expect(screen.getByText('Nothing asked for: the public page says the shop has enough.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSubmit).toHaveBeenCalledWith({ wants: [], note: '' });
  });

  it('drafts the animals of the buying plan at a spread around the usual price', async () => {
    const onSubmit = showForm();
    await userEvent.click(screen.getByRole('button', { name: 'Fill from the buying plan' }));
    expect(await screen.findByRole('textbox', { name: 'When' })).toHaveValue('in the next two weeks');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const [call] = onSubmit.mock.calls[0] ?? [];
    expect(call.wants).toHaveLength(1);
    expect(call.wants[0]).toMatchObject({ species: 'goat', head: 12, period: 'in the next two weeks' });
    expect(call.wants[0].minPricePerKgCents).toBeLessThan(60_000);
    expect(call.wants[0].maxPricePerKgCents).toBeGreaterThan(60_000);
  });

  it('names what an added animal lacks', async () => {
    const onSubmit = showForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add an animal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const form = screen.getByRole('form', { name: 'What we are looking for' });
    expect(within(form).getByText('Choose the species')).toBeVisible();
    expect(within(form).getByText('Enter how many')).toBeVisible();
    expect(within(form).getByText('Say when')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a price range upside down', async () => {
    const onSubmit = showForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add an animal' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Species' }));
    await userEvent.click(await screen.findByRole('option', { name: 'goat', hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Head' }), '4');
    await userEvent.type(screen.getByRole('textbox', { name: 'When' }), 'by Friday');
    await userEvent.type(screen.getByRole('textbox', { name: 'From (per kg)' }), '500');
    await userEvent.type(screen.getByRole('textbox', { name: 'To (per kg)' }), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The highest price is below the lowest')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
