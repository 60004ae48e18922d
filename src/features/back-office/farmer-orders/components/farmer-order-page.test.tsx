import { queryOptions } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FarmerOrder } from '@nyama/domain/inventory/farmer-order';
import { formatKes } from '@nyama/domain/kernel/money';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { TEST_STAFF, testFarmerOrder } from '@nyama/domain/fixtures/test-farmer-orders';
import {
  farmerOrderKeys,
  farmerOrderQuery,
  useActOnFarmerOrder,
  usePayFarmerOrder,
  useUpdateFarmerOrder,
  useWeighInFarmerOrder,
} from '../api/farmer-orders';
import { FarmerOrderPage } from './farmer-order-page';

// Firestore and the functions are not running here: the order reads what each test says, and the
// actions record what they were asked.
vi.mock('../api/farmer-orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/farmer-orders')>()),
  farmerOrderQuery: vi.fn(),
  useUpdateFarmerOrder: vi.fn(),
  useActOnFarmerOrder: vi.fn(),
  useWeighInFarmerOrder: vi.fn(),
  usePayFarmerOrder: vi.fn(),
}));

const user = userEvent.setup({ delay: null });
/** An amount as the page shows it, with the spaces Testing Library normalises. */
const kes = (cents: number) => formatKes(cents).replace(/\s/g, ' ');
const asked = { act: vi.fn(), weighIn: vi.fn(), pay: vi.fn(), update: vi.fn() };
const action = (mutate: (...args: unknown[]) => void) =>
  ({ mutate, isPending: false, isError: false, error: null }) as never;
const staff = TEST_STAFF;
const sent = testFarmerOrder();
const delivered: FarmerOrder = {
  ...sent,
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
    { amountCents: 5_000_000, method: 'mpesa', reference: 'QK12ABC3XY', paidAtMs: 4, recordedBy: staff },
  ],
};

let shown: FarmerOrder | null = null;
function renderOrder(order: FarmerOrder | null) {
  shown = order;
  vi.mocked(farmerOrderQuery).mockReturnValue(
    queryOptions({ queryKey: farmerOrderKeys.order('fo-5'), queryFn: () => Promise.resolve(shown) }),
  );
  renderRoutes('/inventfarmerorder/fo-5', {
    '/inventfarmerorder/$id': () => <FarmerOrderPage id="fo-5" auditTrail={() => <p>Audit trail</p>} />,
  });
}

afterEach(() => speak('en-KE'));

beforeEach(() => {
  Object.values(asked).forEach((mock) => mock.mockReset());
  vi.mocked(useActOnFarmerOrder).mockReturnValue(action(asked.act));
  vi.mocked(useWeighInFarmerOrder).mockReturnValue(action(asked.weighIn));
  vi.mocked(usePayFarmerOrder).mockReturnValue(action(asked.pay));
  vi.mocked(useUpdateFarmerOrder).mockReturnValue(action(asked.update));
});

describe('a farmer order', () => {
  it('shows a counter-offer beside the asked terms and accepts it', async () => {
    renderOrder({
      ...sent,
      status: 'countered',
      counter: { head: 6, deliveryDate: '2026-12-03', note: 'Only six are ready', atMs: 3 },
    });
    expect(
      await screen.findByText(/6 head \(asked 10\), delivered 2026-12-03 \(asked 2026-12-01\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the counter-offer' }));
    expect(asked.act).toHaveBeenCalledWith({ orderId: 'fo-5', action: { action: 'acceptCounter' } });
    expect(useActOnFarmerOrder).toHaveBeenCalledWith('FO-0005');
  });

  it('asks why before cancelling', async () => {
    renderOrder(sent);
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    expect(screen.getByText('Say why')).toBeInTheDocument();
    expect(asked.act).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Why cancel it/), 'Enough goats this week');
    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(asked.act).toHaveBeenCalledWith({
      orderId: 'fo-5',
      action: { action: 'cancel', note: 'Enough goats this week' },
    });
  });

  it('weighs in a confirmed order, showing what the farmer is owed as the weight is typed', async () => {
    renderOrder({ ...sent, status: 'confirmed' });
    const form = await screen.findByRole('form', { name: 'Weigh in' });
    await user.type(within(form).getByLabelText(/Carcass weight/), '131');
    expect(within(form).getByText(`Owed to the farmer: ${kes(7_860_000)}`)).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: 'Grade' }));
    await user.click(screen.getByRole('option', { name: 'standard', hidden: true }));
    await user.type(within(form).getByLabelText(/Inspection stamp/), 'KE-MI-77');
    await user.click(within(form).getByRole('button', { name: 'Weigh in' }));
    expect(asked.weighIn).toHaveBeenCalledWith({
      orderId: 'fo-5',
      weighIn: expect.objectContaining({
        carcassGrams: 131_000,
        grade: 'standard',
        inspectionStamp: 'KE-MI-77',
      }),
    });
  });

  it('offers what is outstanding on a delivery and wants the M-Pesa reference', async () => {
    renderOrder(delivered);
    expect(await screen.findByText(`${kes(5_000_000)} / ${kes(2_860_000)}`)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Record a payment' });
    expect(within(form).getByLabelText(/Amount paid/)).toHaveValue('Ksh 28,600');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(within(form).getByText('Enter the M-Pesa or bank reference')).toBeInTheDocument();
    expect(asked.pay).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText(/Reference/), 'QK99ZZZ1AB');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(asked.pay).toHaveBeenCalledWith({
      orderId: 'fo-5',
      payment: { amountCents: 2_860_000, method: 'mpesa', reference: 'QK99ZZZ1AB' },
    });
  });

  it('says whether KRA has the shop’s invoice for the delivery yet, and its number once it has', async () => {
    renderOrder(delivered);
    expect(await screen.findByText('Waiting for KRA')).toBeInTheDocument();
    cleanup();
    renderOrder({ ...delivered, reverseInvoice: { invoiceNumber: 14, acceptedAtMs: 5 } });
    expect(await screen.findByText('No. 14')).toBeInTheDocument();
    expect(screen.getByText('KRA invoice (as buyer)')).toBeInTheDocument();
  });

  it('is read-only once paid, with its history', async () => {
    renderOrder({ ...delivered, status: 'paid', finished: true });
    expect(await screen.findByRole('heading', { name: 'Farmer order FO-0005' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record a payment' })).not.toBeInTheDocument();
    expect(screen.getByText('Audit trail')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('QK12ABC3XY');
  });

  it('says when there is no such order', async () => {
    renderOrder(null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('speaks Kiswahili when the page does', async () => {
    speak('sw-KE');
    renderOrder({ ...delivered, status: 'paid', finished: true });
    expect(await screen.findByRole('heading', { name: 'Oda ya mkulima FO-0005' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kufikisha na malipo' })).toBeInTheDocument();
    expect(screen.getByText('Mkulima')).toBeInTheDocument();
    expect(screen.getByText('Imelipwa / inadaiwa')).toBeInTheDocument();
    expect(screen.queryByText('Farmer order FO-0005')).toBeNull();
    expect(screen.queryByText('Delivery and payments')).toBeNull();
    expect(screen.queryByText('Paid / outstanding')).toBeNull();
  });
});
