import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatKes } from '@nyama/domain/kernel/money';
import { renderWithMantine } from '../testing/render';
import { ArchiveWithTotals } from './archive-with-totals';
import { createDataTableColumns } from './data-table/data-table-features';
import { orderId, testOrderColumns, testOrders } from './data-table/test-orders';

type Total = { customer: string; totalCents: number };
const totalColumn = createDataTableColumns<Total>();
const totalColumns = totalColumn.columns([
  totalColumn.accessor('customer', { header: 'Customer', enableSorting: true }),
  totalColumn.accessor('totalCents', {
    header: 'Paid',
    enableSorting: true,
    cell: (info) => formatKes(info.getValue()),
  }),
]);
const totals: Total[] = [
  { customer: 'Amina Otieno', totalCents: 250_000 },
  { customer: 'Brian Kamau', totalCents: 400_000 },
];

const settled = { isPending: false, isError: false, refetch: () => undefined };

function renderArchive(
  rows: { totals: Total[]; orders: typeof testOrders } | undefined,
  query: { isPending: boolean; isError: boolean; refetch: () => unknown } = settled,
) {
  renderWithMantine(
    <ArchiveWithTotals
      title="Orders archive"
      query={query}
      filters={<p>The filters</p>}
      totals={{
        label: 'Totals per customer',
        columns: totalColumns,
        rows: rows?.totals,
        getRowId: (total) => total.customer,
        emptyMessage: 'Nobody paid in these dates.',
        sortedBy: { id: 'totalCents', desc: true },
      }}
      chart={<p>The chart</p>}
      documents={{
        label: 'Finished orders',
        columns: testOrderColumns,
        rows: rows?.orders,
        getRowId: orderId,
        unreadable: 2,
        emptyMessage: 'No order finished in these dates.',
        sortedBy: { id: 'number', desc: true },
      }}
    />,
  );
}

const firstCells = (label: string) =>
  within(screen.getByRole('table', { name: label }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('an archive with totals', () => {
  it('shows the title, the filters, the totals, the chart and the documents in that order', () => {
    renderArchive({ totals, orders: testOrders });
    const order = [
      screen.getByRole('heading', { level: 1, name: 'Orders archive' }),
      screen.getByText('The filters'),
      screen.getByRole('table', { name: 'Totals per customer' }),
      screen.getByText('The chart'),
      screen.getByRole('table', { name: 'Finished orders' }),
    ];
    for (const [index, element] of order.slice(1).entries()) {
      expect(order[index]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });

  it('opens each table sorted by its own column, in memory', async () => {
    renderArchive({ totals, orders: testOrders });
    expect(firstCells('Totals per customer')).toEqual(['Brian Kamau', 'Amina Otieno']);
    expect(firstCells('Finished orders')).toEqual(['1043', '1042', '1041']);
    await userEvent.click(screen.getByRole('button', { name: /^Customer/ }));
    expect(firstCells('Totals per customer')).toEqual(['Amina Otieno', 'Brian Kamau']);
    expect(firstCells('Finished orders')).toEqual(['1043', '1042', '1041']);
  });

  it('says each table is empty in its own words, and the damaged documents under the documents', () => {
    renderArchive({ totals: [], orders: [] });
    expect(screen.getByText('Nobody paid in these dates.')).toBeInTheDocument();
    expect(screen.getByText('No order finished in these dates.')).toBeInTheDocument();
    expect(screen.getAllByText(/^2 rows could not be shown/)).toHaveLength(1);
  });

  it('says both tables could not be read when the one read fails, and reads again on Try again', async () => {
    const refetch = vi.fn();
    renderArchive(undefined, { isPending: false, isError: true, refetch });
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    expect(retries).toHaveLength(2);
    await userEvent.click(retries[0] as HTMLElement);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
