import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_LOCKED } from '@nyama/domain/delivery/delivery';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { DeliveryActions } from './delivery-actions';

afterEach(() => speak('en-KE'));

describe('DeliveryActions on the road', () => {
  it('asks for the customer’s code to deliver', () => {
    renderWithMantine(
      <DeliveryActions orderId="o1" status="outForDelivery" locked={false} dueCents={0} onReport={vi.fn()} />,
    );
    expect(screen.getByRole('tab', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.queryByText(DELIVERY_LOCKED)).not.toBeInTheDocument();
  });

  it('takes no code once wrong codes locked the delivery: it says to call the shop, and can still fail', () => {
    renderWithMantine(
      <DeliveryActions orderId="o1" status="outForDelivery" locked dueCents={0} onReport={vi.fn()} />,
    );
    expect(screen.getByText(DELIVERY_LOCKED)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Delivered' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delivered' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Delivery failed' })).toBeInTheDocument();
  });

  it('speaks Kiswahili on the road, the lock and the reasons to fail included', () => {
    speak('sw-KE');
    const { unmount } = renderWithMantine(
      <DeliveryActions orderId="o1" status="weighed" locked={false} dueCents={0} onReport={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Nimeichukua' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Picked up' })).not.toBeInTheDocument();
    unmount();
    renderWithMantine(
      <DeliveryActions orderId="o1" status="outForDelivery" locked dueCents={0} onReport={vi.fn()} />,
    );
    expect(screen.getByText('Oda imefungwa')).toBeInTheDocument();
    expect(screen.getByText(/^Imefungwa baada ya misimbo 5 isiyo sahihi/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Haikufikishwa' })).toBeInTheDocument();
    expect(screen.getByText('Mteja hapokei simu')).toBeInTheDocument();
    expect(screen.queryByText(DELIVERY_LOCKED)).not.toBeInTheDocument();
    expect(screen.queryByText('Customer not answering')).not.toBeInTheDocument();
  });
});
