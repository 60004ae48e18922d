import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FARMER_ORDER_CALLABLES } from '@nyama/domain/callables/farmer-order-callables';
import type { FarmerOrder } from '@nyama/domain/inventory/farmer-order';
import { TEST_STAFF, testFarmerOrder } from '@nyama/domain/fixtures/test-farmer-orders';
import { callFunction } from '../../../../lib/firebase/call-function';
import { renderToasts, renderWithMantine } from '../../../../testing/render';
import { FarmerOrderActions } from './farmer-order-actions';

// The functions are not running here: the one door to them answers as each test says.
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);

const user = userEvent.setup({ delay: null });
const delivered = testFarmerOrder({
  status: 'delivered',
  delivery: {
    carcassGrams: 131_000,
    grade: 'standard',
    slaughterDate: '2026-11-30',
    inspectionStamp: 'KE-MI-77',
    lotId: 'lot-1',
    lotNumber: 'L-20261201-ABCD',
    owedCents: 7_860_000,
    deliveredAtMs: 3,
  },
  payments: [
    { amountCents: 5_000_000, method: 'mpesa', reference: 'QK12ABC3XY', paidAtMs: 4, recordedBy: TEST_STAFF },
  ],
});

function renderActions(order: FarmerOrder) {
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <FarmerOrderActions orderId="fo-5" order={order} today="2026-12-01" />
    </QueryClientProvider>,
  );
  renderToasts();
}

beforeEach(() => answer.mockReset());

describe('what staff do to a farmer order', () => {
  it('says a draft went to the farmer, by its number', async () => {
    answer.mockResolvedValueOnce({ orderId: 'fo-5', status: 'sent' });
    renderActions(testFarmerOrder({ status: 'draft' }));
    await user.click(screen.getByRole('button', { name: 'Send to the farmer' }));
    expect(await screen.findByText('FO-0005: sent to the farmer.')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith(FARMER_ORDER_CALLABLES.actOnFarmerOrder, {
      orderId: 'fo-5',
      action: { action: 'send' },
    });
  });

  it('says the farmer is paid in full once the rest is recorded', async () => {
    answer.mockResolvedValueOnce({ orderId: 'fo-5', status: 'paid', outstandingCents: 0 });
    renderActions(delivered);
    const form = screen.getByRole('form', { name: 'Record a payment' });
    await user.type(within(form).getByLabelText(/Reference/), 'QK99ZZZ1AB');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('FO-0005 is paid in full.')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith(FARMER_ORDER_CALLABLES.payFarmerOrder, {
      orderId: 'fo-5',
      payment: { amountCents: 2_860_000, method: 'mpesa', reference: 'QK99ZZZ1AB' },
    });
  });
});
