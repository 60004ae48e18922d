import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@nyama/domain/kernel/calendar-date';
import { formatKes } from '@nyama/domain/kernel/money';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import { catalogueKeys } from '../../catalogue/api/catalogue-keys';
import { adminItemsQuery, type AdminItem } from '../../catalogue/api/items';
import { inventoryKeys, lotsOnHandQuery, type StoredLot } from '../api/lots';
import { InventoryPage } from './inventory-page';

// Firestore is not running here: the page's two reads answer with what each test says.
vi.mock('../../catalogue/api/items', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../catalogue/api/items')>()),
  adminItemsQuery: vi.fn(),
}));
vi.mock('../api/lots', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/lots')>()),
  lotsOnHandQuery: vi.fn(),
}));

const user = userEvent.setup({ delay: null });
const today = nairobiDate(Date.now());
const goat: AdminItem = { ...perKgItem({ name: 'Goat leg', stockGrams: 5_000 }), id: 'goat' };
const broiler: AdminItem = { ...countedItem({ name: 'Broiler', stockUnits: 1 }), id: 'broiler' };
const lot = (lotId: string, fields: Partial<StoredLot>): StoredLot => ({
  lotId,
  itemId: 'goat',
  number: `L-${lotId}`,
  receivedQuantity: 6_000,
  onHand: 6_000,
  unitCostCents: 60_000,
  source: { kind: 'receipt', id: null },
  supplier: 'Narok Goats',
  farm: null,
  slaughterDate: null,
  inspectionStamp: null,
  useBy: addDays(today, 3),
  receivedAtMs: 0,
  expiredAtMs: null,
  ...fields,
});

/** What the page's two reads answer, set by each test. */
let itemsOnFile: () => Promise<AdminItem[]> = () => Promise.resolve([]);
let lotsOnFile: StoredLot[] = [];
function feed(items: () => Promise<AdminItem[]>, lots: StoredLot[]) {
  itemsOnFile = items;
  lotsOnFile = lots;
  vi.mocked(adminItemsQuery).mockReturnValue(
    queryOptions({
      queryKey: catalogueKeys.items(),
      queryFn: async () => ({ rows: await itemsOnFile(), unreadable: 0 }),
      retry: false,
    }),
  );
  vi.mocked(lotsOnHandQuery).mockReturnValue(
    queryOptions({
      queryKey: inventoryKeys.lotsOnHand(),
      queryFn: () => Promise.resolve({ rows: lotsOnFile, unreadable: 1 }),
    }),
  );
}

const renderPage = () =>
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <InventoryPage />
    </QueryClientProvider>,
  );

beforeEach(() => {
  feed(
    () => Promise.resolve([goat, broiler]),
    [
      lot('fresh', { onHand: 6_000 }),
      lot('birds', {
        itemId: 'broiler',
        onHand: 3,
        unitCostCents: 45_000,
        useBy: addDays(today, -1),
        expiredAtMs: 1,
      }),
    ],
  );
});

afterEach(() => speak('en-KE'));

describe('the inventory page', () => {
  it('shows each item’s stock, value at cost and nearest use-by, and what to act on first', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Stock by item' });
    const goatRow = (await within(table).findByText('Goat leg')).closest('tr') as HTMLElement;
    expect(within(goatRow).getByText('5 kg to sell')).toBeInTheDocument();
    expect(within(goatRow).getByText('6 kg')).toBeInTheDocument();
    expect(within(goatRow).getByText('in 3 days')).toBeInTheDocument();
    expect(screen.getByText(/^Stock at cost: /).textContent).toBe(`Stock at cost: ${formatKes(495_000)}`);
    const alerts = screen.getByRole('alert');
    expect(within(alerts).getByText('Past use-by:').parentElement).toHaveTextContent('Past use-by: Broiler');
    expect(within(alerts).getByText('Low stock:').parentElement).toHaveTextContent('Low stock: Broiler');
    expect(screen.getByText(/1 row could not be shown/)).toBeInTheDocument();
  });

  it('names a carcass’s free stock as stock to cut, not to sell', async () => {
    const carcass: AdminItem = {
      ...perKgItem({ name: 'Beef carcass', groupId: 'carcasses', stockGrams: 637_500 }),
      active: false,
      id: 'carcass-beef',
    };
    feed(() => Promise.resolve([carcass]), [lot('side', { itemId: 'carcass-beef', onHand: 637_500 })]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Stock by item' });
    const row = (await within(table).findByText('Beef carcass')).closest('tr') as HTMLElement;
    expect(within(row).getByText('637.5 kg to cut')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Free stock/ })).toBeInTheDocument();
    expect(within(table).queryByText(/Can sell/)).toBeNull();
  });

  it('lists the lots nearest use-by first, telling staff to write off a lot past it', async () => {
    renderPage();
    await user.click(await screen.findByText('By lot'));
    await screen.findByText('L-birds');
    const rows = within(screen.getByRole('table', { name: 'Stock by lot' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'L-birdsNarok Goats',
      'L-freshNarok Goats',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Past use-by: write off')).toBeInTheDocument();
  });

  it('says when the stock cannot be read, with a way to try again', async () => {
    feed(() => Promise.reject(new Error('offline')), []);
    renderPage();
    expect(await screen.findByText('We could not load this list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Kiswahili when the page does', async () => {
    speak('sw-KE');
    renderPage();
    const table = await screen.findByRole('table', { name: 'Akiba kwa bidhaa' });
    const goatRow = (await within(table).findByText('Goat leg')).closest('tr') as HTMLElement;
    expect(within(goatRow).getByText('5 kg za kuuza')).toBeInTheDocument();
    expect(within(goatRow).getByText('baada ya siku 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Akiba' })).toBeInTheDocument();
    expect(screen.getByText('Akiba ndogo:')).toBeInTheDocument();
    expect(screen.getByText('Kwa loti')).toBeInTheDocument();
    expect(screen.queryByText('Stock by item')).toBeNull();
    expect(screen.queryByText(/to sell/)).toBeNull();
    expect(screen.queryByText('By lot')).toBeNull();
    expect(screen.queryByText(/Stock at cost/)).toBeNull();
  });
});
