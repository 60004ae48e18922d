import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { DataTable, type DataTableSorting } from './data-table';
import { orderId, testOrderColumns, testOrders } from './test-orders';

/** The list page's side: it owns the sort order, as a server-sorted list must. */
function SortedOrders({
  where,
  onChange,
}: {
  where: DataTableSorting['where'];
  onChange: (s: SortingState) => void;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'number', desc: false }]);
  return (
    <DataTable
      label="Orders"
      columns={testOrderColumns}
      rows={testOrders}
      getRowId={orderId}
      emptyMessage="No orders."
      sorting={{
        state: sorting,
        where,
        onChange: (next) => {
          onChange(next);
          setSorting(next);
        },
      }}
    />
  );
}

const heading = (name: string) => screen.getByRole('columnheader', { name });
const customers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('sorting a data table', () => {
  it('marks only the sorted column with aria-sort, and only sortable columns have a button', () => {
    renderWithMantine(<SortedOrders where="server" onChange={() => undefined} />);
    expect(heading('Order')).toHaveAttribute('aria-sort', 'ascending');
    expect(heading('Total')).not.toHaveAttribute('aria-sort');
    expect(within(heading('Total')).getByRole('button', { name: 'Total' })).toBeInTheDocument();
    expect(within(heading('Customer')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the clicked column, largest amounts first, then flips it', async () => {
    const onChange = vi.fn();
    renderWithMantine(<SortedOrders where="server" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'totalCents', desc: true }]);
    expect(heading('Total')).toHaveAttribute('aria-sort', 'descending');
    expect(heading('Order')).not.toHaveAttribute('aria-sort');

    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'totalCents', desc: false }]);
    expect(heading('Total')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts from the keyboard', async () => {
    const onChange = vi.fn();
    renderWithMantine(<SortedOrders where="server" onChange={onChange} />);
    screen.getByRole('button', { name: 'Order' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'number', desc: true }]);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'number', desc: false }]);
  });

  it('leaves the order of a server-sorted list to the server', async () => {
    renderWithMantine(<SortedOrders where="server" onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(customers()).toEqual(['Amina Otieno', 'Brian Kamau', 'Wanjiku Mwangi']);
  });

  it('sorts the rows itself when sorting in memory', async () => {
    renderWithMantine(<SortedOrders where="memory" onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(customers()).toEqual(['Brian Kamau', 'Amina Otieno', 'Wanjiku Mwangi']);
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(customers()).toEqual(['Wanjiku Mwangi', 'Amina Otieno', 'Brian Kamau']);
  });
});
