import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { FunctionsError } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_ERROR } from '@nyama/domain/kernel/phone';
import type { PhoneCustomerFields } from '@nyama/domain/orders/phone-order';
import type { Zone } from '@nyama/domain/delivery/zone';
import { renderWithMantine } from '../../../../testing/render';
import { zoneKeys } from '../../../storefront/delivery/api/zones';
import { NewCustomerForm } from './new-customer-form';

const westlands: Zone & { id: string } = {
  id: 'westlands',
  name: 'Westlands & Kilimani',
  areas: ['Westlands', 'Kilimani', 'Kileleshwa'],
  feeCents: 25_000,
  minOrderCents: 50_000,
  freeDeliveryFromCents: 400_000,
  slotCapacity: 20,
  active: true,
  sortOrder: 1,
};

/** Types into a field at once (a loaded CI machine makes key-by-key typing slow). */
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The zone and estate come preset: choosing a Select option is the journey's (jsdom cannot scroll Mantine's list). */
const inWestlands = {
  address: { zoneId: 'westlands', area: 'Kileleshwa', street: '', building: '', notes: '' },
};

function renderForm(error: unknown = null, defaults = {}) {
  const onCreate = vi.fn<(customer: PhoneCustomerFields) => void>();
  const queryClient = new QueryClient();
  queryClient.setQueryData(zoneKeys.active(), [westlands]);
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <NewCustomerForm
        defaults={defaults}
        onCreate={onCreate}
        pending={false}
        error={error}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  );
  return onCreate;
}

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create and take the order' }));

function fillValid() {
  fill(/First name/, 'Mwangi');
  fill(/Surname/, 'Kamau');
  fill(/Mobile number/, '0712 345 678');
  fill(/Street or road/, 'Othaya Road');
}

// A long form: rendering and validating it takes seconds on a busy two-core machine.
describe('NewCustomerForm', { timeout: 15_000 }, () => {
  it('says what is missing and creates nobody', async () => {
    const onCreate = renderForm();
    create();
    expect(screen.getByText('Enter the customer’s first name')).toBeInTheDocument();
    expect(screen.getByText(PHONE_ERROR)).toBeInTheDocument();
    expect(screen.getByText('Choose your delivery area')).toBeInTheDocument();
    expect(screen.getByText('Enter the street or road')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('refuses a number that is not a Kenyan mobile and an email that is not one', async () => {
    const onCreate = renderForm(null, inWestlands);
    fillValid();
    fill(/Mobile number/, '0812 345 678');
    fill(/Email/, 'mwangi@');
    create();
    expect(screen.getByText(PHONE_ERROR)).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address, or leave it empty')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('creates the customer without a password or an email, the number as M-Pesa expects it', async () => {
    const onCreate = renderForm(null, inWestlands);
    fillValid();
    create();
    expect(onCreate).toHaveBeenCalledWith({
      name: 'Mwangi',
      surname: 'Kamau',
      mob: '254712345678',
      email: '',
      address: { zoneId: 'westlands', area: 'Kileleshwa', street: 'Othaya Road', building: '', notes: '' },
    });
  });

  it('offers only the estates the chosen zone serves', () => {
    renderForm(null, inWestlands);
    const estate = screen.getByLabelText(/Estate or area/, { selector: 'input' });
    expect(estate).toHaveValue('Kileleshwa');
    fireEvent.click(estate);
    const estates = within(screen.getByRole('listbox', { name: /Estate or area/ }));
    expect(estates.getAllByRole('option').map((option) => option.textContent)).toEqual(westlands.areas);
  });

  it('cannot choose an estate before the zone', () => {
    renderForm();
    expect(screen.getByLabelText(/Estate or area/, { selector: 'input' })).toBeDisabled();
  });

  it('refuses an estate the zone does not serve, naming the ones it does', () => {
    const onCreate = renderForm(null, { address: { ...inWestlands.address, area: 'Kitengela' } });
    fillValid();
    create();
    expect(
      screen.getByText(
        'Kitengela is not in the Westlands & Kilimani zone; choose Westlands, Kilimani or Kileleshwa, or another zone.',
      ),
    ).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal, e.g. a number already on file', () => {
    const refusal = '0711 000 222 is already the number of Achieng Odhiambo: search for them instead.';
    renderForm(new FunctionsError('already-exists', refusal));
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
  });
});
