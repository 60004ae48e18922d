import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@nyama/domain/callables/registry';
import type { LeftoverSale } from '@nyama/domain/inventory/leftover-sale';
import { formatKes } from '@nyama/domain/kernel/money';
import { callFunction } from '../../../../lib/firebase/call-function';
import { renderRoutes, renderToasts } from '../../../../testing/render';
import { leftoverKeys, saleQuery } from '../api/leftovers';
import { LeftoverSalePage } from './leftover-sale-page';

// Firestore and the functions are not running here: the sale reads as each test says, and the one door
// to the functions answers as each test says.
vi.mock('../api/leftovers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/leftovers')>()),
  saleQuery: vi.fn(),
}));
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);

const user = userEvent.setup({ delay: null });
/** An amount as the page shows it, with the spaces Testing Library normalises. */
const kes = (cents: number) => formatKes(cents).replace(/\s/g, ' ');
const by = { uid: 'inner-1', name: 'Wanjiku Mwangi' };
const invoiced: LeftoverSale = {
  number: 'LS-0003',
  status: 'invoiced',
  buyer: { buyerId: 'kenchic', name: 'Kenchic Pet Foods', phone: '254712345678' },
  lines: [
    {
      lotId: 'bone',
      quantity: 29_850,
      unitPriceCents: 6_000,
      itemId: 'by-bones',
      name: 'Bones',
      unit: 'kg',
      lotNumber: 'L-1',
      amountCents: 179_100,
    },
  ],
  totalCents: 179_100,
  payments: [],
  transactionId: 't-1',
  cancelReason: null,
  finished: false,
  createdBy: by,
  createdAtMs: 1,
  invoicedAtMs: 1,
  updatedAtMs: 1,
};
const payment = { amountCents: 179_100, method: 'mpesa' as const, reference: 'QK1234ABCD' };
/** The sale once the payment is in: the payment form is gone from its page. */
const paid: LeftoverSale = {
  ...invoiced,
  status: 'paid',
  finished: true,
  payments: [{ ...payment, paidAtMs: 2, recordedBy: by }],
};

let reads: LeftoverSale[] = [];
beforeEach(() => {
  answer.mockReset();
  reads = [invoiced];
  vi.mocked(saleQuery).mockImplementation((saleId) =>
    queryOptions({
      queryKey: leftoverKeys.sale(saleId),
      queryFn: () => Promise.resolve(reads.length > 1 ? (reads.shift() ?? null) : (reads[0] ?? null)),
    }),
  );
});

async function pay(amount: string | null) {
  renderRoutes('/inventleftoverorder/ls-3', {
    '/inventleftoverorder/$id': () => <LeftoverSalePage id="ls-3" auditTrail={() => <p>History</p>} />,
  });
  renderToasts();
  const form = await screen.findByRole('form', { name: 'Record a payment' });
  if (amount !== null) {
    await user.clear(within(form).getByLabelText(/Amount paid/));
    await user.type(within(form).getByLabelText(/Amount paid/), amount);
  }
  await user.type(within(form).getByLabelText(/Reference/), payment.reference);
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
}

describe('a leftover sale’s payment', () => {
  it('says the sale is paid, and takes the payment form away', async () => {
    reads = [invoiced, paid];
    answer.mockResolvedValueOnce({ saleId: 'ls-3', number: 'LS-0003', status: 'paid', outstandingCents: 0 });
    await pay(null);
    expect(await screen.findByText('LS-0003 is paid.')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith(CALLABLES.payLeftoverSale, { saleId: 'ls-3', payment });
    expect(screen.queryByRole('form', { name: 'Record a payment' })).not.toBeInTheDocument();
  });

  it('says what is still outstanding after part of it', async () => {
    answer.mockResolvedValueOnce({
      saleId: 'ls-3',
      number: 'LS-0003',
      status: 'invoiced',
      outstandingCents: 79_100,
    });
    await pay('1000');
    expect(await screen.findByText(`${kes(79_100)} still outstanding.`)).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith(CALLABLES.payLeftoverSale, {
      saleId: 'ls-3',
      payment: { ...payment, amountCents: 100_000 },
    });
  });
});
