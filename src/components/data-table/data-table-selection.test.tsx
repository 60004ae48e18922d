import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { DataTable } from './data-table';
import { orderId, testOrderColumns, testOrders } from './test-orders';

/** The list page's side: it owns the selection, for its bulk actions. */
function SelectableOrders({
  initial = {},
  onChange,
}: {
  initial?: RowSelectionState;
  onChange: (s: RowSelectionState) => void;
}) {
  const [selection, setSelection] = useState(initial);
  return (
    <DataTable
      label="Orders"
      columns={testOrderColumns}
      rows={testOrders}
      getRowId={orderId}
      emptyMessage="No orders."
      selection={{
        state: selection,
        rowLabel: (order) => `Select order ${order.number}`,
        onChange: (next) => {
          onChange(next);
          setSelection(next);
        },
      }}
    />
  );
}

const selectAll = () => screen.getByRole('checkbox', { name: 'Select all on this page' });
const selectOrder = (number: number) => screen.getByRole('checkbox', { name: `Select order ${number}` });

describe('selecting rows of a data table', () => {
  it('gives each row a checkbox named after it', () => {
    renderWithMantine(<SelectableOrders onChange={() => undefined} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    for (const order of testOrders) expect(selectOrder(order.number)).not.toBeChecked();
  });

  it('selects one row by its id', async () => {
    const onChange = vi.fn();
    renderWithMantine(<SelectableOrders onChange={onChange} />);
    await userEvent.click(selectOrder(1042));
    expect(onChange).toHaveBeenLastCalledWith({ b: true });
    expect(selectOrder(1042)).toBeChecked();
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(selectOrder(1042));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('selects every row on the page, then clears them', async () => {
    const onChange = vi.fn();
    renderWithMantine(<SelectableOrders onChange={onChange} />);
    await userEvent.click(selectAll());
    expect(onChange).toHaveBeenLastCalledWith({ a: true, b: true, c: true });
    expect(selectAll()).toBeChecked();
    expect(selectOrder(1043)).toBeChecked();

    await userEvent.click(selectAll());
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(selectOrder(1041)).not.toBeChecked();
  });

  it('keeps what was selected on other pages when this page is cleared', async () => {
    const onChange = vi.fn();
    renderWithMantine(
      <SelectableOrders initial={{ a: true, b: true, c: true, elsewhere: true }} onChange={onChange} />,
    );
    expect(selectAll()).toBeChecked();
    await userEvent.click(selectAll());
    expect(onChange).toHaveBeenLastCalledWith({ elsewhere: true });
  });
});
