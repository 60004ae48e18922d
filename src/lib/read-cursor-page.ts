import { getDocs, limit, query, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { readList } from './firebase/read-list';
import type { CursorPage, CursorValue } from './use-cursor-pages';

/**
 * One page of a list read by cursor: `size` documents of `ordered` (already sorted and started after the
 * cursor), as rows (a document the schema refuses is counted instead, `readList`), and the cursor of the
 * last document when one beyond them exists. It reads `size + 1` to know. The cursor is taken from the
 * document's stored fields (`doc.get`, which skips the converter), not from its row, so a page whose last
 * documents cannot be read still knows where the next one starts.
 */
export async function readCursorPage<Data, Row, Cursor extends CursorValue>(
  ordered: Query<Data>,
  size: number,
  toRow: (doc: QueryDocumentSnapshot<Data>) => Row,
  cursorOf: (doc: QueryDocumentSnapshot<Data>) => Cursor,
): Promise<CursorPage<Row, Cursor>> {
  const docs = (await getDocs(query(ordered, limit(size + 1)))).docs;
  const page = docs.slice(0, size);
  const last = page.at(-1);
  return { ...readList(page, toRow), next: docs.length > size && last !== undefined ? cursorOf(last) : null };
}
