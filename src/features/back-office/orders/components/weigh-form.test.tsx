import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '@nyama/domain/orders/order';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { WeighForm } from './weigh-form';

const sirloin: OrderLine = {
  itemId: 'beef-sirloin',
  groupId: 'beef',
  name: 'Sirloin steak',
  unit: 'kg',
  quantity: 1500,
  unitPriceCents: 85_000,
  estimatedGrams: 1500,
  lineTotalCents: 127_500,
  taxType: 'A',
};
const spice: OrderLine = {
  ...sirloin,
  itemId: 'pilau',
  name: 'Pilau masala',
  unit: 'pack',
  quantity: 1,
  estimatedGrams: 0,
  lineTotalCents: 15_000,
};
const order = {
  lines: [sirloin, spice],
  deliveryFeeCents: 25_000,
  discountCents: 0,
  totalCents: 167_500,
  paidCents: 167_500,
  refundedCents: 0,
} as Order;

function renderForm(weighed: Order = order) {
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <WeighForm orderId="o1" order={weighed} butchers={[{ id: 'b1', name: 'Joseph Kariuki' }]} />
    </QueryClientProvider>,
  );
}

afterEach(() => speak('en-KE'));

describe('WeighForm', () => {
  it('asks only for the lines sold by weight', () => {
    renderForm();
    expect(screen.getByLabelText('Grams of Sirloin steak')).toBeInTheDocument();
    expect(screen.queryByLabelText('Grams of Pilau masala')).not.toBeInTheDocument();
  });

  it('shows the final total and that a small difference is absorbed, before saving', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Grams of Sirloin steak'), '1520');
    expect(await screen.findByText('Within tolerance: the difference is absorbed.')).toBeInTheDocument();
    expect(screen.getByText('Ksh 1,692', { exact: false })).toBeInTheDocument();
  });

  it('says what the customer owes beyond the tolerance, and who collects it', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Grams of Sirloin steak'), '1600');
    expect(await screen.findByText('The customer owes Ksh 85 more.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The driver collects it on delivery, unless the customer pays an M-Pesa prompt first.',
      ),
    ).toBeInTheDocument();
  });

  it('settles nothing on an order paid on delivery: the driver collects its final total', async () => {
    renderForm({ ...order, status: 'confirmed', payment: null, paidCents: 0 });
    await userEvent.type(screen.getByLabelText('Grams of Sirloin steak'), '1600');
    expect(
      await screen.findByText(
        'No settlement: nothing was paid, so the driver collects Ksh 1,760 on delivery.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/owes|absorbed|goes back/)).not.toBeInTheDocument();
    expect(screen.queryByText(/M-Pesa prompt/)).not.toBeInTheDocument();
  });

  it('refuses a cut more than 10% off the order before anything is sent', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Grams of Sirloin steak'), '1700');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sirloin steak weighs 1.7 kg, more than 10% off the 1.5 kg ordered; cut it again.',
    );
  });

  it('refuses the cut in Kiswahili, with its weights', async () => {
    speak('sw-KE');
    renderForm();
    await userEvent.type(screen.getByLabelText('Gramu za Sirloin steak'), '1700');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sirloin steak ina uzito wa 1.7 kg, tofauti ya zaidi ya asilimia 10 na 1.5 kg iliyoagizwa; ikate upya.',
    );
  });

  it('names the missing weight and butcher when saved empty', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save weights' }));
    expect(await screen.findByText('Choose the butcher who weighed it')).toBeInTheDocument();
    expect(screen.getByText('Enter the weight in grams')).toBeInTheDocument();
  });

  it('speaks Kiswahili at the bench: the scale, the butcher and what the customer owes', async () => {
    speak('sw-KE');
    renderForm();
    expect(screen.getByRole('form', { name: 'Pima oda' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Kwenye mizani (g)' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Gramu za Sirloin steak'), '1600');
    expect(await screen.findByText('Mteja anadaiwa Ksh 85 zaidi.')).toBeInTheDocument();
    expect(screen.getByText(/Jumla ya mwisho/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi uzito' }));
    expect(await screen.findByText('Chagua mchinjaji aliyepima')).toBeInTheDocument();
    expect(
      screen.queryByText(/Save weights|Weighed by|The customer owes|Final total/),
    ).not.toBeInTheDocument();
  });
});
