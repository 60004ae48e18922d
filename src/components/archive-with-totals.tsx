import { Stack, Title } from '@mantine/core';
import type { ColumnSort, RowData, SortingState } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table/data-table';

/** One table of an archive. Its rows are the archive's whole read, so it sorts them in memory. */
type ArchiveTable<Row extends RowData> = Pick<
  DataTableProps<Row>,
  'label' | 'columns' | 'rows' | 'getRowId' | 'emptyMessage' | 'minWidth' | 'unreadable'
> & {
  /** The column the table opens sorted by, e.g. `{ id: 'paidCents', desc: true }`. */
  sortedBy: ColumnSort;
};

type Props<Total extends RowData, Row extends RowData> = {
  title: string;
  /** The one bounded read behind both tables: their loading and error states, and Retry. */
  query: DataTableProps<Row>['query'];
  /** What narrows the read, above the tables (e.g. FinishedRangeFilters). */
  filters?: ReactNode;
  /** What the documents add up to, per party or per kind (e.g. totals per farmer). */
  totals: ArchiveTable<Total>;
  /** Shown between the totals and the documents, e.g. a chart of the documents over time. */
  chart?: ReactNode;
  /** The finished documents themselves. */
  documents: ArchiveTable<Row>;
};

function SortedTable<Row extends RowData>({
  table,
  query,
}: {
  table: ArchiveTable<Row>;
  query: DataTableProps<Row>['query'];
}) {
  const { sortedBy, ...props } = table;
  const [sorting, setSorting] = useState<SortingState>([sortedBy]);
  return (
    <DataTable {...props} query={query} sorting={{ state: sorting, onChange: setSorting, where: 'memory' }} />
  );
}

/**
 * The back office's archives of finished documents (farmer orders, leftover sales, production): a title,
 * the filters of the read, what the documents add up to and the documents, both from one bounded read.
 */
export function ArchiveWithTotals<Total extends RowData, Row extends RowData>({
  title,
  query,
  filters,
  totals,
  chart,
  documents,
}: Props<Total, Row>) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {filters}
      <SortedTable table={totals} query={query} />
      {chart}
      <SortedTable table={documents} query={query} />
    </Stack>
  );
}
