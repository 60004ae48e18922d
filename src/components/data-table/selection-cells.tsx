import { Checkbox, Table } from '@mantine/core';
import type { RowData, Row as TableRow, Table as TableInstance } from '@tanstack/react-table';
import { m } from '../../paraglide/messages';
import type { DataTableFeatures } from './data-table-features';

/**
 * Selects or clears the rows shown. Lists are paged on the server, so "all" means this page: the
 * rows of other pages are not loaded and a bulk action cannot see them.
 */
export function SelectPageCell<Row extends RowData>({
  table,
  rowSpan,
}: {
  table: TableInstance<DataTableFeatures, Row>;
  /** Spans every heading row when columns are grouped. */
  rowSpan: number;
}) {
  const all = table.getIsAllPageRowsSelected();
  return (
    <Table.Th w={40} rowSpan={rowSpan}>
      <Checkbox
        aria-label={m.shared_table_select_all()}
        checked={all}
        indeterminate={!all && table.getIsSomePageRowsSelected()}
        disabled={table.getRowModel().rows.length === 0}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    </Table.Th>
  );
}

/** One row's checkbox, named after the row ("Select order 1042") so a screen reader can tell them apart. */
export function SelectRowCell<Row extends RowData>({
  row,
  label,
}: {
  row: TableRow<DataTableFeatures, Row>;
  label: string;
}) {
  return (
    <Table.Td w={40}>
      <Checkbox
        aria-label={label}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    </Table.Td>
  );
}
