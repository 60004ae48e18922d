import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_CALLABLES } from '@nyama/domain/callables/order-callables';
import { callFunction } from '../../../../lib/firebase/call-function';
import { renderWithMantine } from '../../../../testing/render';
import { BalanceDue } from './balance-due';

// The functions are not running here: the one door to them answers as each test says.
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);

const user = userEvent.setup({ delay: null });

function renderBalance() {
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <Notifications />
      <BalanceDue orderId="o1" dueCents={12_800} />
    </QueryClientProvider>,
  );
}

const send = () => user.click(screen.getByRole('button', { name: 'Send M-Pesa prompt' }));

describe('BalanceDue', () => {
  it('says what is still due and who collects it', () => {
    renderBalance();
    expect(
      screen.getByText('Still due: Ksh 128 (the driver collects it unless it is paid before).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds the button while the prompt is on its way', async () => {
    answer.mockReturnValueOnce(new Promise(() => undefined));
    renderBalance();
    await send();
    expect(answer).toHaveBeenCalledWith(ORDER_CALLABLES.requestBalancePayment, { orderId: 'o1' });
    expect(screen.getByRole('button', { name: 'Send M-Pesa prompt' })).toBeDisabled();
  });

  it('says the prompt went to the customer’s phone', async () => {
    answer.mockResolvedValueOnce({ paymentId: 'pay-2', customerMessage: 'Success. Request accepted' });
    renderBalance();
    await send();
    expect(await screen.findByText('M-Pesa prompt sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send M-Pesa prompt' })).toBeEnabled();
  });

  it('shows why the prompt could not be sent', async () => {
    answer.mockRejectedValueOnce(
      new FirebaseError('functions/failed-precondition', 'This order has no phone number to prompt. [400]'),
    );
    renderBalance();
    await send();
    expect(await screen.findByText('This order has no phone number to prompt.')).toBeInTheDocument();
  });
});
