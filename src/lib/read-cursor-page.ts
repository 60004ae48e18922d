import { getDocs, limit, query, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import type { CursorPage, CursorValue } from './use-cursor-pages';

/**
 * One page of a list read by cursor: `size` rows of `ordered` (already sorted and started after the
 * cursor), and the cursor of the last one when a row beyond them exists. It reads `size + 1` to know.
 */
export async function readCursorPage<Data, Row, Cursor extends CursorValue>(
  ordered: Query<Data>,
  size: number,
  toRow: (doc: QueryDocumentSnapshot<Data>) => Row,
  cursorOf: (row: Row) => Cursor,
): Promise<CursorPage<Row, Cursor>> {
  const docs = (await getDocs(query(ordered, limit(size + 1)))).docs;
  const rows = docs.slice(0, size).map(toRow);
  const last = rows.at(-1);
  return { rows, next: docs.length > size && last !== undefined ? cursorOf(last) : null };
}
