import { Table } from '@mantine/core';
import { FlexRender, type RowData, type Row as TableRow } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { DataTableFeatures } from './data-table-features';
import { SelectRowCell } from './selection-cells';

type Props<Row extends RowData> = {
  row: TableRow<DataTableFeatures, Row>;
  /** The row's checkbox label; without it the row has no checkbox. */
  selectLabel?: string;
  onOpen?: (row: Row) => void;
};

/**
 * A click on a control inside the row (a checkbox, a link, a menu rendered in a portal) does its own
 * thing and must not also open the row.
 */
function startedOnControl(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target;
  if (!(target instanceof Element) || !event.currentTarget.contains(target)) return true;
  return target.closest('a, button, input, select, textarea, label') !== null;
}

export function BodyRow<Row extends RowData>({ row, selectLabel, onOpen }: Props<Row>) {
  const open = onOpen && {
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: (event: MouseEvent<HTMLTableRowElement>) => {
      if (!startedOnControl(event)) onOpen(row.original);
    },
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row.original);
    },
  };
  return (
    <Table.Tr bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined} {...open}>
      {selectLabel !== undefined && <SelectRowCell row={row} label={selectLabel} />}
      {row.getAllCells().map((cell) => (
        <Table.Td key={cell.id} ta={cell.column.columnDef.meta?.align}>
          <FlexRender cell={cell} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
