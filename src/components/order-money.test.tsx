import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatKes } from '@nyama/domain/kernel/money';
import type { OrderRefund } from '@nyama/domain/orders/order';
import { orderMoneyAccount } from '@nyama/domain/payments/order-money';
import { speak } from '../lib/locale';
import { renderWithMantine } from '../testing/render';
import { OrderMoney } from './order-money';

/** Amina's 1.5 kg of sirloin, Ksh 1,348 paid by M-Pesa and delivered. */
const delivered = {
  status: 'delivered' as const,
  totalCents: 134_800,
  paidCents: 134_800,
  refundedCents: 0,
  collections: [],
  refunds: [],
};

const trimmedShort = (state: OrderRefund['state'], fields: Partial<OrderRefund> = {}): OrderRefund => ({
  refundId: 'pay1_r1',
  provider: 'mpesa',
  amountCents: 10_000,
  reason: 'Two steaks were trimmed short',
  state,
  reference: null,
  failure: null,
  requestedAtMs: 1,
  settledAtMs: null,
  ...fields,
});

const refundItem = () => within(screen.getByRole('list', { name: 'Refunds' })).getByRole('listitem');

afterEach(() => speak('en-KE'));

describe('OrderMoney’s refunds', () => {
  it('none asked for: no refunds, nothing refunded', () => {
    renderWithMantine(<OrderMoney account={orderMoneyAccount(delivered)} reader="customer" />);
    expect(screen.queryByRole('list', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Refunded')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Paid before delivery')).toHaveTextContent('Ksh 1,348');
  });

  it('on its way: the amount and the reason, not yet counted as refunded', () => {
    const account = orderMoneyAccount({ ...delivered, refunds: [trimmedShort('pending')] });
    renderWithMantine(<OrderMoney account={account} reader="customer" />);
    expect(refundItem()).toHaveAccessibleName(`Refund of ${formatKes(10_000)}`);
    expect(refundItem()).toHaveTextContent('Refund: Two steaks were trimmed short');
    expect(refundItem()).toHaveTextContent('Ksh 100');
    expect(refundItem()).toHaveTextContent('On its way back to your M-Pesa.');
    expect(screen.queryByLabelText('Refunded')).not.toBeInTheDocument();
  });

  it('sent: its M-Pesa reference, refunded, and for staff what the shop holds', () => {
    const account = orderMoneyAccount({
      ...delivered,
      refundedCents: 10_000,
      refunds: [trimmedShort('succeeded', { reference: 'QK7H2M9XLP', settledAtMs: 2 })],
    });
    const { rerender } = renderWithMantine(<OrderMoney account={account} reader="customer" />);
    expect(refundItem()).toHaveTextContent('Sent back to your M-Pesa, reference QK7H2M9XLP.');
    expect(screen.getByLabelText('Refunded')).toHaveTextContent('−Ksh 100');
    expect(screen.queryByLabelText('The shop holds')).not.toBeInTheDocument();

    rerender(<OrderMoney account={account} reader="staff" />);
    expect(refundItem()).toHaveTextContent('Sent back to the customer’s M-Pesa, reference QK7H2M9XLP.');
    expect(screen.getByLabelText('Refunded')).toHaveTextContent('−Ksh 100');
    expect(screen.getByLabelText('The shop holds')).toHaveTextContent('Ksh 1,248');
    expect(screen.getByLabelText('Still to pay')).toHaveTextContent('Nothing');
  });

  it('failed: why, and what happens next for the customer, the driver and staff', () => {
    const failure = 'The shop’s M-Pesa account has too little money for this refund.';
    const account = orderMoneyAccount({
      ...delivered,
      refunds: [trimmedShort('failed', { failure, settledAtMs: 2 })],
    });
    const { rerender } = renderWithMantine(<OrderMoney account={account} reader="customer" />);
    expect(refundItem()).toHaveTextContent(
      `Failed: ${failure} Nothing was sent back. The shop will send it again or call you.`,
    );
    expect(screen.queryByLabelText('Refunded')).not.toBeInTheDocument();

    rerender(<OrderMoney account={account} reader="driver" />);
    expect(refundItem()).toHaveTextContent('Nothing was sent back; the shop will send it again.');

    rerender(<OrderMoney account={account} reader="staff" />);
    expect(refundItem()).toHaveTextContent(
      'Nothing was sent back: once the cause is fixed, refund Ksh 100 again from this order’s payments and tell the customer.',
    );
    expect(screen.getByLabelText('The shop holds')).toHaveTextContent('Ksh 1,348');
  });

  it('several refunds, oldest first, each in its own state', () => {
    const account = orderMoneyAccount({
      ...delivered,
      refundedCents: 10_000,
      refunds: [
        trimmedShort('succeeded', { reference: 'QK7H2M9XLP', settledAtMs: 2 }),
        trimmedShort('requested', { refundId: 'pay1_r2', amountCents: 5_000, reason: 'Late delivery' }),
      ],
    });
    renderWithMantine(<OrderMoney account={account} reader="staff" />);
    const items = within(screen.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      `Refund of ${formatKes(10_000)}`,
      `Refund of ${formatKes(5_000)}`,
    ]);
    expect(items[1]).toHaveTextContent('On its way back to the customer’s M-Pesa.');
  });

  it('speaks Kiswahili: what was paid, the refund and what is left to pay', () => {
    speak('sw-KE');
    const account = orderMoneyAccount({
      ...delivered,
      refundedCents: 10_000,
      refunds: [trimmedShort('succeeded', { reference: 'QK7H2M9XLP', settledAtMs: 2 })],
    });
    renderWithMantine(<OrderMoney account={account} reader="customer" />);
    const refund = within(screen.getByRole('list', { name: 'Pesa zinazorudishwa' })).getByRole('listitem');
    expect(refund).toHaveTextContent('Imerudishwa kwenye M-Pesa yako, kumbukumbu QK7H2M9XLP.');
    expect(screen.getByLabelText('Ililipwa kabla ya kufikisha')).toHaveTextContent('Ksh 1,348');
    expect(screen.getByLabelText('Bado kulipa')).toHaveTextContent('Hakuna');
    expect(screen.queryByText(/Sent back|Still to pay|Paid before delivery/)).not.toBeInTheDocument();
  });
});
