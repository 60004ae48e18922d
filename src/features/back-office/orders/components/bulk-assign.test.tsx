import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_CALLABLES } from '@nyama/domain/callables/order-callables';
import { callFunction } from '../../../../lib/firebase/call-function';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { BulkAssign } from './bulk-assign';

// The functions are not running here: the one door to them answers as each test says.
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);

const user = userEvent.setup({ delay: null });
const drivers = [
  { uid: 'hassan', name: 'Hassan Abdi' },
  { uid: 'otieno', name: 'Otieno Were' },
];

function renderBulk(orderIds: string[]) {
  const onDone = vi.fn();
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <Notifications />
      <BulkAssign orderIds={orderIds} drivers={drivers} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

async function chooseDriver(name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Driver for the selected orders' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

/** The function's refusal of one of several orders, with the reason the screen words (decision 073). */
const notPaid = new FunctionsError(
  'failed-precondition',
  'Order NY-1003 is awaiting payment; only paid orders not yet delivered get a driver. [400]',
  { refusal: { reason: 'driver-order-not-to-deliver', number: 'NY-1003', status: 'awaitingPayment' } },
);

afterEach(() => speak('en-KE'));

describe('BulkAssign', () => {
  it('shows nothing while no order is ticked', () => {
    renderBulk([]);
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
  });

  it('counts the ticked orders and waits for a driver before assigning', () => {
    renderBulk(['o1', 'o2']);
    expect(screen.getByText('2 orders selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign 2 orders' })).toBeDisabled();
  });

  it('gives every ticked order to the chosen driver, then clears the ticks', async () => {
    answer.mockResolvedValue({ orderIds: ['o1', 'o2'], driverId: 'otieno' });
    const onDone = renderBulk(['o1', 'o2']);
    await chooseDriver('Otieno Were');
    await user.click(screen.getByRole('button', { name: 'Assign 2 orders' }));
    expect(await screen.findByText('2 orders given to the driver.')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith(ORDER_CALLABLES.assignDriver, {
      orderIds: ['o1', 'o2'],
      driverId: 'otieno',
    });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('says why the function refused, and keeps the ticks', async () => {
    answer.mockRejectedValue(notPaid);
    const onDone = renderBulk(['o1', 'o2']);
    await chooseDriver('Hassan Abdi');
    await user.click(screen.getByRole('button', { name: 'Assign 2 orders' }));
    expect(
      await screen.findByText(
        'Order NY-1003 is awaiting payment; only paid orders not yet delivered get a driver.',
      ),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the refusal in Kiswahili, naming the order', async () => {
    speak('sw-KE');
    answer.mockRejectedValue(notPaid);
    renderBulk(['o1', 'o2']);
    await user.click(screen.getByRole('combobox', { name: 'Dereva wa oda zilizochaguliwa' }));
    await user.click(await screen.findByRole('option', { name: 'Hassan Abdi', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Mpe dereva oda 2' }));
    expect(
      await screen.findByText(
        'Oda NY-1003 iko katika hali ya “inasubiri malipo”; ni oda zilizolipiwa ambazo bado hazijafikishwa tu zinazopewa dereva.',
      ),
    ).toBeInTheDocument();
  });

  it('counts and assigns the ticked orders in Kiswahili', async () => {
    speak('sw-KE');
    answer.mockResolvedValue({ orderIds: ['o1', 'o2'], driverId: 'otieno' });
    renderBulk(['o1', 'o2']);
    const region = screen.getByRole('region', { name: 'Oda zilizochaguliwa' });
    expect(screen.getByText('Oda 2 zimechaguliwa')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Dereva wa oda zilizochaguliwa' }));
    await user.click(await screen.findByRole('option', { name: 'Otieno Were', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Mpe dereva oda 2' }));
    expect(await screen.findByText('Oda 2 zimepewa dereva.')).toBeInTheDocument();
    expect(within(region).queryByText(/selected|Assign|Choose a driver/)).not.toBeInTheDocument();
  });
});
