import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@nyama/domain/orders/order';
import { renderWithMantine } from '../../../../testing/render';
import { PaymentLine } from './payment-line';

const onDelivery = {
  status: 'outForDelivery',
  totalCents: 205_000,
  payment: null,
  paidCents: 0,
  refundedCents: 0,
  collections: [],
  refunds: [],
  balance: null,
} as unknown as Order;
const hassansCash = (amountCents: number) => ({
  method: 'cash' as const,
  amountCents,
  driverId: 'driver-hassan',
  driverName: 'Hassan Abdi',
  atMs: 1,
  receipt: null,
});

describe('PaymentLine', () => {
  it('says on the round’s card, in one line, what to collect or that nothing is to collect', () => {
    const { rerender } = renderWithMantine(<PaymentLine order={onDelivery} />);
    expect(screen.getByText('Collect Ksh 2,050')).toBeInTheDocument();
    expect(screen.queryByLabelText('Money')).not.toBeInTheDocument();
    rerender(
      <PaymentLine
        order={{
          ...onDelivery,
          status: 'delivered',
          paidCents: 205_000,
          collections: [hassansCash(205_000)],
        }}
        full
      />,
    );
    expect(screen.getByText('Collected at the door (Ksh 2,050): nothing to collect')).toBeInTheDocument();
  });

  it('asks the driver to collect the total of an order paid on delivery', () => {
    renderWithMantine(<PaymentLine order={onDelivery} full />);
    expect(screen.getByText('Collect Ksh 2,050')).toBeInTheDocument();
    expect(screen.getByLabelText('Still to pay')).toHaveTextContent('Ksh 2,050');
  });

  it('shows the cash collected at the door once delivered, by whom, with nothing more to collect', () => {
    renderWithMantine(
      <PaymentLine
        order={{
          ...onDelivery,
          status: 'delivered',
          paidCents: 205_000,
          collections: [hassansCash(205_000)],
        }}
        full
      />,
    );
    expect(screen.queryByText(/^Collect Ksh/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cash at the door, collected by Hassan Abdi')).toHaveTextContent(
      'Ksh 2,050',
    );
    expect(screen.getByLabelText('Still to pay')).toHaveTextContent('Nothing');
  });

  it('shows what M-Pesa paid apart from the balance taken at the door', () => {
    renderWithMantine(
      <PaymentLine
        order={{ ...onDelivery, status: 'delivered', paidCents: 145_000, collections: [hassansCash(10_200)] }}
        full
      />,
    );
    expect(screen.getByLabelText('Paid before delivery')).toHaveTextContent('Ksh 1,348');
    expect(screen.getByLabelText('Cash at the door, collected by Hassan Abdi')).toHaveTextContent('Ksh 102');
  });
});
