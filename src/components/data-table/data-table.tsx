import { Table } from '@mantine/core';
import {
  functionalUpdate,
  useTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { UnreadableNote } from '../unreadable-note';
import { BodyRow } from './body-row';
import { dataTableFeatures, type DataTableColumn } from './data-table-features';
import { HeaderCell } from './header-cell';
import { SelectPageCell } from './selection-cells';
import { EmptyRow, ErrorRow, LoadingRows } from './table-states';

export type DataTableSorting = {
  state: SortingState;
  onChange: (next: SortingState) => void;
  /**
   * `server`: the rows arrive in this order (Firestore orderBy), the table only shows it. `memory`: the
   * table sorts the rows it was given, which is right only when they are the whole list.
   */
  where: 'server' | 'memory';
};

type DataTableSelection<Row> = {
  state: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  /** Names a row's checkbox for screen readers, e.g. `(order) => \`Select order ${order.number}\``. */
  rowLabel: (row: Row) => string;
};

export type DataTableProps<Row extends RowData> = {
  /** The table's accessible name, e.g. "Orders". */
  label: string;
  /** Stable (module scope or memoised); see createDataTableColumns. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  /** The read behind the rows (useQuery or useCursorPages): loading and error states, and Retry. */
  query?: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Said when there are no rows, e.g. "No orders match these filters." */
  emptyMessage: string;
  sorting?: DataTableSorting;
  selection?: DataTableSelection<Row>;
  /** Opens a row (click, or Enter on the focused row), e.g. its detail page. */
  onRowClick?: (row: Row) => void;
  /** Below this width the table scrolls sideways instead of squeezing its columns (phones are 360 px). */
  minWidth?: number;
  /** Documents of this page left out because their records are damaged (`readList`): said under the rows. */
  unreadable?: number;
};

const noRows: readonly never[] = [];
const noSorting: SortingState = [];
const noSelection: RowSelectionState = {};
// Sorting is opt-in per column: a server-sorted list can order only by indexed fields.
const defaultColumn = { enableSorting: false };

/** The back office's one list table: TanStack Table v9 state, drawn with Mantine's Table. */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { label, columns, rows, getRowId, query, emptyMessage, sorting, selection, onRowClick } = props;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows ?? noRows,
    getRowId,
    defaultColumn,
    enableSorting: sorting !== undefined,
    manualSorting: sorting?.where !== 'memory',
    // One column at a time, always one: a cursor needs a single, definite sort key.
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowSelection: selection !== undefined,
    state: { sorting: sorting?.state ?? noSorting, rowSelection: selection?.state ?? noSelection },
    onSortingChange: (updater) => {
      if (sorting) sorting.onChange(functionalUpdate(updater, sorting.state));
    },
    onRowSelectionChange: (updater) => {
      if (selection) selection.onChange(functionalUpdate(updater, selection.state));
    },
  });

  const headerGroups = table.getHeaderGroups();
  const bodyRows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length + (selection ? 1 : 0);
  function body() {
    if (query?.isError) return <ErrorRow columnCount={columnCount} onRetry={() => void query.refetch()} />;
    if (query?.isPending) return <LoadingRows columnCount={columnCount} />;
    if (bodyRows.length === 0) return <EmptyRow columnCount={columnCount} message={emptyMessage} />;
    return bodyRows.map((row) => (
      <BodyRow key={row.id} row={row} selectLabel={selection?.rowLabel(row.original)} onOpen={onRowClick} />
    ));
  }

  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth ?? 640} type="native">
        <Table aria-label={label} highlightOnHover={onRowClick !== undefined} verticalSpacing="xs">
          <Table.Thead>
            {headerGroups.map((group, index) => (
              <Table.Tr key={group.id}>
                {selection && index === 0 && <SelectPageCell table={table} rowSpan={headerGroups.length} />}
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>{body()}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!query?.isError && <UnreadableNote count={props.unreadable ?? 0} />}
    </>
  );
}
