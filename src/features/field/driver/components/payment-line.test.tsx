import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../domain/order';
import { renderWithMantine } from '../../../../testing/render';
import { PaymentLine } from './payment-line';

const onDelivery = { totalCents: 205_000, payment: null, paidCents: 0, balance: null } as Order;

describe('PaymentLine', () => {
  it('asks the driver to collect the total of an order paid on delivery', () => {
    renderWithMantine(<PaymentLine order={onDelivery} />);
    expect(screen.getByText('Collect Ksh 2,050')).toBeInTheDocument();
  });

  it('shows the money collected at the door once delivered, with nothing more to collect', () => {
    renderWithMantine(<PaymentLine order={{ ...onDelivery, status: 'delivered', paidCents: 205_000 }} />);
    expect(screen.getByText('Paid at the door (Ksh 2,050): nothing to collect')).toBeInTheDocument();
  });
});
