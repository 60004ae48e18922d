import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@nyama/domain/orders/order';
import { renderRoutes, renderWithMantine } from '../../../../testing/render';
import { lotByNumberQuery, lotTraceQuery, traceKeys, type LotTrace, type TracedLot } from '../api/trace';
import { LotTrace as LotTraceView } from './lot-trace';
import { TraceLotSearch } from './trace-lot-search';

// Firestore is not running here: the trace's reads answer with what each test says.
vi.mock('../api/trace', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/trace')>()),
  lotTraceQuery: vi.fn(),
  lotByNumberQuery: vi.fn(),
}));

const user = userEvent.setup({ delay: null });
const lot = (lotId: string, fields: Partial<TracedLot>): TracedLot => ({
  lotId,
  itemId: 'carcass-goat',
  number: `L-20261120-${lotId.toUpperCase()}`,
  receivedQuantity: 14_000,
  onHand: 0,
  unitCostCents: 60_000,
  source: { kind: 'farmerOrder', id: 'fo-1' },
  supplier: 'Kipchoge Rotich',
  farm: { firstName: 'Kipchoge', county: 'Narok' },
  slaughterDate: '2026-11-19',
  inspectionStamp: 'KE-MI-2211',
  useBy: '2026-11-25',
  receivedAtMs: 0,
  expiredAtMs: null,
  ...fields,
});
const order = {
  number: 'NY-1042',
  status: 'delivered',
  customer: { name: 'Amina Odhiambo', phone: '254722111222' },
  address: null,
} as unknown as Order;
const names: Record<string, string> = { 'carcass-goat': 'Goat carcass', 'goat-leg': 'Goat leg' };
const itemName = (itemId: string) => names[itemId] ?? itemId;

function answer(trace: () => Promise<LotTrace>) {
  vi.mocked(lotTraceQuery).mockReturnValue(
    queryOptions({ queryKey: traceKeys.lot('carc'), queryFn: trace, retry: false }),
  );
}
const renderWithQueries = (ui: React.ReactElement) =>
  renderWithMantine(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
/** The trace links to orders and source documents: it needs a router around it. */
function renderTrace() {
  renderRoutes('/inventory', { '/inventory': () => <LotTraceView lotId="carc" itemName={itemName} /> });
}

beforeEach(() => {
  const carcass = lot('carc', {});
  answer(() =>
    Promise.resolve({
      lot: carcass,
      lots: [carcass, lot('leg1', { itemId: 'goat-leg', source: { kind: 'productionOrder', id: 'po-1' } })],
      orders: [{ orderId: 'o-1', order, quantities: new Map([['goat-leg', 1_500]]), lotIds: ['leg1'] }],
      productionOrders: ['po-1'],
      leftoverSales: [],
    }),
  );
});

describe('a lot’s trace', () => {
  it('shows where the lot came from, what it was cut into and the customers who got it', async () => {
    renderTrace();
    expect(await screen.findByText('L-20261120-CARC: Goat carcass', { exact: false })).toBeInTheDocument();
    expect(
      screen.getByText(/From Kipchoge Rotich \(Kipchoge, Narok\) · slaughtered 2026-11-19/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the farmer order it came from' })).toHaveAttribute(
      'href',
      '/inventfarmerorder/fo-1',
    );
    expect(screen.getByText('L-20261120-LEG1: Goat leg')).toBeInTheDocument();
    const recall = screen.getByRole('table', { name: 'Customers who received this lot' });
    const row = within(recall).getByRole('link', { name: 'NY-1042' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Amina Odhiambo');
    expect(row).toHaveTextContent('Goat leg 1500');
    expect(screen.getByRole('button', { name: 'Recall list (CSV)' })).toBeEnabled();
  });

  it('says when the ledger cannot be read, with a way to try again', async () => {
    answer(() => Promise.reject(new Error('offline')));
    renderTrace();
    expect(await screen.findByText('We could not load this lot’s trace')).toBeInTheDocument();
  });
});

describe('tracing a lot by its label', () => {
  const search = (found: string | null) => {
    vi.mocked(lotByNumberQuery).mockImplementation((number) =>
      queryOptions({ queryKey: traceKeys.lotNumber(number), queryFn: () => Promise.resolve(found) }),
    );
    const onFound = vi.fn();
    renderWithQueries(<TraceLotSearch onFound={onFound} />);
    return onFound;
  };

  it('asks for a number as printed on the label', async () => {
    const onFound = search('carc');
    await user.type(screen.getByLabelText('Trace a lot'), 'goat');
    await user.click(screen.getByRole('button', { name: 'Trace' }));
    expect(await screen.findByText(/Enter the lot number as on its label/)).toBeInTheDocument();
    expect(onFound).not.toHaveBeenCalled();
  });

  it('opens the lot it finds, and says when no lot has the number', async () => {
    const onFound = search('carc');
    await user.type(screen.getByLabelText('Trace a lot'), 'l-20261120-carc');
    await user.click(screen.getByRole('button', { name: 'Trace' }));
    await vi.waitFor(() => expect(onFound).toHaveBeenCalledWith('carc'));
    expect(lotByNumberQuery).toHaveBeenCalledWith('L-20261120-CARC');
  });

  it('says when no lot has the number', async () => {
    search(null);
    await user.type(screen.getByLabelText('Trace a lot'), 'L-20261120-NONE');
    await user.click(screen.getByRole('button', { name: 'Trace' }));
    expect(await screen.findByText('No lot has this number.')).toBeInTheDocument();
  });
});
