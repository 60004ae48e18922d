import { getDocs, type Query, type QuerySnapshot } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { readCursorPage } from './read-cursor-page';

vi.mock('firebase/firestore', () => ({
  getDocs: vi.fn(),
  query: (base: unknown) => base,
  limit: () => null,
}));

const rowSchema = z.object({ createdAtMs: z.int(), number: z.string() });
type Row = z.infer<typeof rowSchema>;

/** What Firestore answers for `size + 1`: documents parsed by the schema on `data()`, raw on `get()`. */
function answer(stored: Record<string, unknown>[]) {
  const docs = stored.map((data, index) => ({
    id: `doc-${index}`,
    ref: { path: `orders/doc-${index}` },
    data: () => rowSchema.parse(data),
    get: (field: string) => data[field],
  }));
  vi.mocked(getDocs).mockResolvedValue({ docs } as unknown as QuerySnapshot<Row>);
}

const readPage = () =>
  readCursorPage(
    {} as Query<Row>,
    2,
    (doc) => doc.data().number,
    (doc) => ({ createdAtMs: doc.get('createdAtMs') as number, id: doc.id }),
  );

afterEach(() => vi.restoreAllMocks());

describe('a page read by cursor', () => {
  it('leaves a damaged document out, counts it, and still starts the next page after it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer([
      { createdAtMs: 3, number: 'NY-3' },
      { createdAtMs: 2, number: 42 },
      { createdAtMs: 1, number: 'NY-1' },
    ]);
    expect(await readPage()).toEqual({
      rows: ['NY-3'],
      unreadable: 1,
      next: { createdAtMs: 2, id: 'doc-1' },
    });
  });

  it('knows it is the last page when no document follows', async () => {
    answer([{ createdAtMs: 3, number: 'NY-3' }]);
    expect(await readPage()).toEqual({ rows: ['NY-3'], unreadable: 0, next: null });
  });
});
