import type { CursorPage } from '../../../../lib/use-cursor-pages';

/** Where a page of orders starts: after this order (its time, and its id for orders placed in the same millisecond). */
export type OrderCursor = { createdAtMs: number; id: string };

/** The most an export reads, in pages of EXPORT_PAGE: a spreadsheet's worth, never the whole collection. */
export const EXPORT_LIMIT = 2_000;
const EXPORT_PAGE = 200;

/** Every row a list's pages hold (up to EXPORT_LIMIT), read page by page, saying how many so far. */
export async function readAllPages<Row>(
  readPage: (cursor: OrderCursor | null, size: number) => Promise<CursorPage<Row, OrderCursor>>,
  onProgress: (read: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: OrderCursor | null = null;
  do {
    const page: CursorPage<Row, OrderCursor> = await readPage(cursor, EXPORT_PAGE);
    rows.push(...page.rows);
    onProgress(rows.length);
    cursor = page.next;
  } while (cursor && rows.length < EXPORT_LIMIT);
  return rows.slice(0, EXPORT_LIMIT);
}
