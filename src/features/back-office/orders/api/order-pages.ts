import { documentId, orderBy, query, startAfter, type Query } from 'firebase/firestore';
import type { LiveOrder } from '@nyama/domain/orders/live-order';
import type { Order } from '@nyama/domain/orders/order';
import { readCursorPage } from '../../../../lib/read-cursor-page';
import type { CursorPage } from '../../../../lib/use-cursor-pages';

/** An order with its document id: the order page and the archive read whole orders. */
export type OrderWithId = Order & { id: string };

/**
 * An order as a list of orders shows it: the board's copy (liveOrders) with its id, less what it is
 * found and counted by. A whole order has every one of these fields under the same name, so the board and the
 * archive share their columns and CSV.
 */
export type ListedOrder = Omit<LiveOrder, 'searchKeys' | 'inStatus'> & { id: string };

/** Where a page of orders starts: after this order (its time, and its id for orders placed in the same millisecond). */
export type OrderCursor = { createdAtMs: number; id: string };

/**
 * One page of the orders `base` finds, newest first, then by id (a definite order, so a cursor never
 * skips or repeats an order): `size` orders after `cursor`, and where the next page starts.
 */
export function readNewestPage<Data extends { createdAtMs: number }>(
  base: Query<Data>,
  cursor: OrderCursor | null,
  size: number,
): Promise<CursorPage<Data & { id: string }, OrderCursor>> {
  const newestFirst = query(
    base,
    orderBy('createdAtMs', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(cursor ? [startAfter(cursor.createdAtMs, cursor.id)] : []),
  );
  return readCursorPage(
    newestFirst,
    size,
    (doc): Data & { id: string } => ({ ...doc.data(), id: doc.id }),
    (doc): OrderCursor => ({ createdAtMs: doc.get('createdAtMs') as number, id: doc.id }),
  );
}

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
