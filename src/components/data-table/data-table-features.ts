import {
  createColumnHelper,
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** What a column says about how it is drawn, beside its header, cells and footer. */
type DataTableColumnMeta = {
  /** Figures (money, counts, weights) line up on the right, so their digits can be compared down the column. */
  align?: 'right';
};

/**
 * The one feature set of every back-office table (Table v9 registers features per table). The sorted
 * row model only runs for lists sorted in memory; server-sorted lists bypass it.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowSelectionFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row>;

/**
 * Typed column definitions for one kind of row. Build them at module scope (or memoise them): a new
 * array each render makes the table rebuild its columns. A column sorts only with `enableSorting: true`,
 * because a server-sorted list can order only by fields Firestore has an index for.
 */
export function createDataTableColumns<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}
