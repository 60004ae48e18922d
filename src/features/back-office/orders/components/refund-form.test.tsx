import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatKes } from '@nyama/domain/kernel/money';
import type { PaymentView } from '@nyama/domain/callables/order-callables';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { RefundForm } from './refund-form';

const payment = (fields: Partial<PaymentView>): PaymentView => ({
  paymentId: 'pay-1',
  orderId: 'o1',
  uid: 'u1',
  provider: 'mpesa',
  purpose: 'order',
  amountCents: 195_000,
  phone: '254712345678',
  state: 'succeeded',
  providerRef: 'ws_CO_1',
  receipt: 'SKL0001',
  resultCode: '0',
  message: null,
  needsRefund: false,
  createdAtMs: 1,
  updatedAtMs: 1,
  ...fields,
});

function renderForm(payments: PaymentView[]) {
  return renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <RefundForm payments={payments} />
    </QueryClientProvider>,
  );
}

afterEach(() => speak('en-KE'));

describe('RefundForm', () => {
  it('offers only payments that went through, and nothing when none did', () => {
    renderForm([payment({ state: 'failed' })]);
    expect(screen.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('chooses the only paid payment and names what is missing', async () => {
    renderForm([payment({}), payment({ paymentId: 'pay-2', state: 'failed' })]);
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue(
      `M-Pesa ${formatKes(195_000)} · SKL0001`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Enter the amount in shillings')).toBeInTheDocument();
    expect(screen.getByText('Say why the money goes back (the customer sees it)')).toBeInTheDocument();
  });

  it('refuses a refund of nothing', async () => {
    renderForm([payment({})]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (Ksh)' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('A refund must be more than Ksh 0.')).toBeInTheDocument();
  });

  it('refuses a refund of nothing in Kiswahili', async () => {
    speak('sw-KE');
    renderForm([payment({})]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Kiasi (Ksh)' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Rudisha pesa' }));
    expect(await screen.findByText('Pesa inayorudishwa lazima iwe zaidi ya Ksh 0.')).toBeInTheDocument();
  });
});
