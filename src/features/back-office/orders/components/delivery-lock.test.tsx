import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_CALLABLES } from '@nyama/domain/callables/order-callables';
import {
  DELIVERY_CODE_ATTEMPTS,
  NO_DELIVERY_PROGRESS,
  recordCodeAttempt,
} from '@nyama/domain/delivery/delivery';
import type { Order } from '@nyama/domain/orders/order';
import { perKgItem, testOrder } from '@nyama/domain/fixtures/test-items';
import { callFunction } from '../../../../lib/firebase/call-function';
import { renderWithMantine } from '../../../../testing/render';
import { CodeAttempts, DeliveryLock } from './code-attempts';
import { UnlockDeliveryForm } from './unlock-delivery-form';

// The functions are not running here: the one door to them answers as each test says.
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);
const user = userEvent.setup({ delay: null });

const AT = Date.UTC(2026, 10, 20, 11, 2);

/** An order on the road after `wrong` wrong codes (the limit locks it). */
function onTheRoad(wrong: number): Order {
  let delivery = NO_DELIVERY_PROGRESS;
  for (let index = 0; index < wrong; index++) {
    delivery = recordCodeAttempt(delivery, {
      reportId: `r${index}`,
      atMs: AT + index * 60_000,
      right: false,
    });
  }
  const item = perKgItem({});
  return testOrder(
    {
      lines: [
        {
          itemId: 'sirloin',
          groupId: item.groupId,
          name: 'Sirloin',
          unit: 'kg',
          quantity: 1000,
          unitPriceCents: 85_000,
          estimatedGrams: 1000,
          lineTotalCents: 85_000,
          taxType: 'A',
        },
      ],
      subtotalCents: 85_000,
      deliveryFeeCents: 0,
      discountCents: 0,
      taxCents: 0,
      roundingCents: 0,
      totalCents: 85_000,
      fulfilment: 'pickup',
      address: null,
      slot: { date: '2026-11-20', slotId: 'afternoon' },
      status: 'outForDelivery',
      delivery,
    },
    AT,
  );
}

describe('a delivery locked by wrong codes, on the order page', () => {
  it('is shown as locked, with every code entered on the timeline', () => {
    const order = onTheRoad(DELIVERY_CODE_ATTEMPTS);
    renderWithMantine(
      <>
        <DeliveryLock order={order} />
        <CodeAttempts order={order} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`${DELIVERY_CODE_ATTEMPTS} wrong delivery codes on`);
    const codes = within(screen.getByRole('list', { name: 'Delivery codes entered' }));
    expect(codes.getAllByRole('listitem')).toHaveLength(DELIVERY_CODE_ATTEMPTS);
    expect(codes.getAllByRole('listitem')[0]).toHaveTextContent('Wrong code');
  });

  it('is not shown as locked while codes are still taken', () => {
    const order = onTheRoad(DELIVERY_CODE_ATTEMPTS - 1);
    renderWithMantine(<DeliveryLock order={order} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is unlocked by an Admin with a reason, and not without one', async () => {
    answer.mockReturnValueOnce(new Promise(() => undefined));
    renderWithMantine(
      <QueryClientProvider client={new QueryClient()}>
        <UnlockDeliveryForm orderId="o1" />
      </QueryClientProvider>,
    );
    const unlock = () => user.click(screen.getByRole('button', { name: 'Unlock the delivery' }));
    await unlock();
    expect(screen.getByRole('textbox', { name: 'Why unlock it' })).toHaveAccessibleDescription(
      'Say why the delivery is unlocked (e.g. who you spoke to)',
    );
    expect(answer).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Why unlock it' }), 'Spoke to Amina');
    await unlock();
    expect(answer).toHaveBeenCalledWith(ORDER_CALLABLES.unlockDelivery, {
      orderId: 'o1',
      reason: 'Spoke to Amina',
    });
  });
});
