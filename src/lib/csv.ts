import { unparse } from 'papaparse';
import { downloadFile } from './download';

type CsvValue = string | number | null | undefined;

/** One column of an export: its heading and how a row fills it. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/**
 * A text cell starting with one of these is read as a formula by Excel, LibreOffice and Google Sheets
 * (CSV injection, e.g. a customer named `=HYPERLINK(...)`); such cells get a leading `'`. Numbers are
 * never touched, so `-500` stays a number: pass amounts as numbers, not as text. Papaparse's own pattern
 * ends in `.*$`, which lets a multi-line cell through, so ours looks at the first character only.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** RFC 4180 text (CRLF lines; commas, quotes and line breaks quoted) with a heading line. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row))),
    },
    { escapeFormulae: formulaStart, newline: '\r\n' },
  );
}

/** Saves the rows as a CSV file the browser downloads, e.g. `orders-2026-11-23.csv`. */
export function downloadCsv<Row>(
  filename: string,
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
): void {
  // The byte-order mark tells Excel the file is UTF-8, or names like "Wanjikũ" arrive garbled.
  const blob = new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  downloadFile(filename, blob);
}
