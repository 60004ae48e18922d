import { Table } from '@mantine/core';
import { FlexRender, type RowData, type Table as TableInstance } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table-features';

/** Whether any column has a footer (a total, a note on the column): without one the table has no foot. */
export function hasFooter<Row extends RowData>(table: TableInstance<DataTableFeatures, Row>): boolean {
  return table.getAllLeafColumns().some((column) => column.columnDef.footer !== undefined);
}

/**
 * The columns' footers, bold under the rows: what the rows add up to. Plain cells, not headings, since a
 * total describes no cells of its own.
 */
export function FooterRows<Row extends RowData>({
  table,
  selectable,
}: {
  table: TableInstance<DataTableFeatures, Row>;
  /** The rows have a checkbox column, which a footer leaves empty. */
  selectable: boolean;
}) {
  return (
    <Table.Tfoot>
      {table.getFooterGroups().map((group) => (
        <Table.Tr key={group.id}>
          {selectable && <Table.Td />}
          {group.headers.map((footer) => (
            <Table.Td
              key={footer.id}
              colSpan={footer.colSpan}
              fw={700}
              ta={footer.column.columnDef.meta?.align}
            >
              {footer.isPlaceholder ? null : <FlexRender footer={footer} />}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Table.Tfoot>
  );
}
