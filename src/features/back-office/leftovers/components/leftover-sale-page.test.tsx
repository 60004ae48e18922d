import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEFTOVER_CALLABLES } from '@nyama/domain/callables/leftover-callables';
import { TEST_STAFF } from '@nyama/domain/fixtures/test-farmer-orders';
import { testLeftoverSale } from '@nyama/domain/fixtures/test-leftover-sales';
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
// KRA has not accepted the sale's invoice yet, and nothing was cancelled.
vi.mock('../api/tax-documents', () => ({
  useLeftoverTaxInvoice: () => ({ status: 'ready', data: null, fromCache: false }),
  useLeftoverCreditNotes: () => ({ status: 'ready', data: [], fromCache: false }),
}));
const answer = vi.mocked(callFunction);

const user = userEvent.setup({ delay: null });
/** An amount as the page shows it, with the spaces Testing Library normalises. */
const kes = (cents: number) => formatKes(cents).replace(/\s/g, ' ');
const by = TEST_STAFF;
const invoiced = testLeftoverSale();
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

function renderSale() {
  renderRoutes('/inventleftoverorder/ls-3', {
    '/inventleftoverorder/$id': () => <LeftoverSalePage id="ls-3" auditTrail={() => <p>History</p>} />,
  });
  renderToasts();
}

async function pay(amount: string | null) {
  renderSale();
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
    expect(answer).toHaveBeenCalledWith(LEFTOVER_CALLABLES.payLeftoverSale, { saleId: 'ls-3', payment });
    expect(screen.queryByRole('form', { name: 'Record a payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cancel the invoice' })).not.toBeInTheDocument();
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
    expect(answer).toHaveBeenCalledWith(LEFTOVER_CALLABLES.payLeftoverSale, {
      saleId: 'ls-3',
      payment: { ...payment, amountCents: 100_000 },
    });
  });
});

describe('a leftover sale’s invoice', () => {
  it('waits for KRA’s numbers in place, and is cancelled with a reason while nothing is paid', async () => {
    answer.mockResolvedValueOnce({ saleId: 'ls-3', number: 'LS-0003', status: 'cancelled' });
    renderSale();
    const invoice = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(invoice).toHaveTextContent(/being registered with KRA: its numbers and QR code appear here/);
    const cancel = screen.getByRole('form', { name: 'Cancel the invoice' });
    await user.type(within(cancel).getByRole('textbox'), 'The buyer refused the bones');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel the invoice' }));
    expect(answer).toHaveBeenCalledWith(LEFTOVER_CALLABLES.cancelLeftoverSale, {
      saleId: 'ls-3',
      reason: 'The buyer refused the bones',
    });
  });

  it('is not cancelled once a payment is recorded', async () => {
    reads = [{ ...invoiced, payments: [{ ...payment, amountCents: 1_000, paidAtMs: 2, recordedBy: by }] }];
    renderSale();
    expect(await screen.findByRole('form', { name: 'Record a payment' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Cancel the invoice' })).not.toBeInTheDocument();
  });
});
