import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_CALLABLES } from '@nyama/domain/callables/order-callables';
import { callFunction } from '../../../../lib/firebase/call-function';
import { renderWithMantine } from '../../../../testing/render';
import { CancelOrderForm } from './cancel-order-form';

// The functions are not running here: the one door to them answers as each test says.
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);

const user = userEvent.setup({ delay: null });

function renderForm() {
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <CancelOrderForm orderId="o1" paid />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: 'Reason for cancelling' });
}

const submit = () => user.click(screen.getByRole('button', { name: 'Cancel and refund' }));

describe('CancelOrderForm', () => {
  it('asks why, beside the reason, and cancels nothing without one', async () => {
    const reason = renderForm();
    await user.type(reason, '  ok ');
    await submit();
    expect(reason).toHaveAccessibleDescription('Say why the order is cancelled (the customer sees it)');
    expect(answer).not.toHaveBeenCalled();
  });

  it('refuses a reason longer than the customer should read', async () => {
    const reason = renderForm();
    await user.click(reason);
    await user.paste('x'.repeat(201));
    await submit();
    expect(reason).toHaveAccessibleDescription('Keep the reason under 200 characters');
    expect(answer).not.toHaveBeenCalled();
  });

  it('cancels with the reason given', async () => {
    answer.mockReturnValueOnce(new Promise(() => undefined));
    const reason = renderForm();
    await user.type(reason, 'Customer called: travelling');
    await submit();
    expect(answer).toHaveBeenCalledWith(ORDER_CALLABLES.cancelPaidOrder, {
      orderId: 'o1',
      reason: 'Customer called: travelling',
    });
  });
});
