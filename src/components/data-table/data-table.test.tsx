import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatKes } from '@nyama/domain/kernel/money';
import { renderWithMantine } from '../../testing/render';
import { DataTable, type DataTableProps } from './data-table';
import { createDataTableColumns } from './data-table-features';
import { orderId, testOrderColumns, testOrders, type TestOrder } from './test-orders';

const figureColumn = createDataTableColumns<TestOrder>();
const figureColumns = figureColumn.columns([
  figureColumn.accessor('customer', {
    header: 'Customer',
    footer: ({ table }) => `${table.getRowModel().rows.length} orders`,
  }),
  figureColumn.accessor('totalCents', {
    header: 'Total',
    cell: (cell) => formatKes(cell.getValue()),
    footer: ({ table }) =>
      formatKes(table.getRowModel().rows.reduce((sum, row) => sum + row.original.totalCents, 0)),
    meta: { align: 'right' },
  }),
]);

const settled = { isPending: false, isError: false, refetch: () => undefined };

function renderOrders(props: Partial<DataTableProps<TestOrder>> = {}) {
  return renderWithMantine(
    <DataTable
      label="Orders"
      columns={testOrderColumns}
      rows={testOrders}
      getRowId={orderId}
      query={settled}
      emptyMessage="No orders match these filters."
      {...props}
    />,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1);

describe('a data table', () => {
  it('shows a heading per column and a row per order, in the given order', () => {
    renderOrders();
    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual([
      'Order',
      'Customer',
      'Total',
    ]);
    expect(
      bodyRows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1041', 'Amina Otieno', formatKes(250_000)],
      ['1042', 'Brian Kamau', formatKes(400_000)],
      ['1043', 'Wanjiku Mwangi', formatKes(127_550)],
    ]);
  });

  it('shows placeholder rows and says it is loading while the rows are on their way', () => {
    renderOrders({ rows: undefined, query: { ...settled, isPending: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Amina Otieno')).not.toBeInTheDocument();
    expect(screen.queryByText('No orders match these filters.')).not.toBeInTheDocument();
  });

  it('says the list could not be read and reads again on Try again', async () => {
    const refetch = vi.fn();
    renderOrders({ rows: undefined, query: { isPending: false, isError: true, refetch } });
    expect(screen.getByText('We could not load this list')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says so in the caller’s words when there are no rows', () => {
    renderOrders({ rows: [] });
    expect(screen.getByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens a row on click or on Enter', async () => {
    const open = vi.fn();
    renderOrders({ onRowClick: open });
    await userEvent.click(screen.getByText('Brian Kamau'));
    expect(open).toHaveBeenLastCalledWith(testOrders[1]);

    const third = bodyRows()[2];
    if (!third) throw new Error('No third row');
    third.focus();
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith(testOrders[2]);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('does not open a row when its checkbox is clicked', async () => {
    const open = vi.fn();
    renderOrders({
      onRowClick: open,
      selection: {
        state: {},
        onChange: () => undefined,
        rowLabel: (order) => `Select order ${order.number}`,
      },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order 1041' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('scrolls sideways rather than squeezing its columns on a phone', () => {
    renderOrders({ minWidth: 720 });
    const scroller = screen
      .getByRole('table', { name: 'Orders' })
      .closest('.mantine-TableScrollContainer-scrollContainer');
    // Mantine writes 720 px as rem: 720 / 16 = 45.
    expect(scroller).toHaveStyle({
      '--table-min-width': 'calc(45rem * var(--mantine-scale))',
      '--table-overflow': 'auto',
    });
  });
  it('shows the rows it could read and says how many it could not, instead of failing the list', () => {
    renderOrders({ unreadable: 2 });
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 rows could not be shown: their records are damaged. The rest of the list is complete.',
    );
  });

  it('says nothing of damaged records when every row was read', () => {
    renderOrders({ unreadable: 0 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lines a column up on the right when it says so, heading and cells', () => {
    renderOrders({ columns: figureColumns });
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('columnheader', { name: 'Customer' })).not.toHaveStyle({ textAlign: 'right' });
    const [customer, total] = within(bodyRows()[1] as HTMLElement).getAllByRole('cell');
    expect(customer).not.toHaveStyle({ textAlign: 'right' });
    expect(total).toHaveStyle({ textAlign: 'right' });
  });

  it('adds what the rows come to under them when a column has a footer, and not in place of rows', () => {
    renderOrders({ columns: figureColumns });
    const footer = bodyRows().at(-1);
    expect(bodyRows()).toHaveLength(4);
    expect(footer?.textContent).toBe(`3 orders${formatKes(777_550)}`);

    renderOrders({ label: 'No orders', columns: figureColumns, rows: [] });
    const empty = within(screen.getByRole('table', { name: 'No orders' })).getAllByRole('row');
    expect(empty.map((row) => row.textContent)).toEqual(['CustomerTotal', 'No orders match these filters.']);
  });
});
