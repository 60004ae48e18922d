import { useParams } from '@tanstack/react-router';
import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerTransaction } from '@nyama/domain/inventory/ledger';
import { countedItem, perKgItem } from '@nyama/domain/fixtures/test-items';
import { renderRoutes } from '../../../../testing/render';
import { catalogueKeys } from '../../catalogue/api/catalogue-keys';
import { adminItemsQuery, type AdminItem } from '../../catalogue/api/items';
import {
  documentKeys,
  inventoryDocumentQuery,
  inventoryTransactionQuery,
  lotsByIdQuery,
  usePostInventoryDocument,
  useReverseInventoryTransaction,
  useSaveInventoryDocument,
  type StoredDocument,
} from '../api/documents';
import type { StoredLot } from '../api/lots';
import { InventoryDocPage } from './inventory-doc-page';
import { InventoryTransPage } from './inventory-trans-page';

// Firestore and the functions are not running here: reads answer with what each test says, and the
// actions only record what they were asked.
vi.mock('../../catalogue/api/items', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../catalogue/api/items')>()),
  adminItemsQuery: vi.fn(),
}));
vi.mock('../api/documents', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/documents')>()),
  inventoryDocumentQuery: vi.fn(),
  inventoryTransactionQuery: vi.fn(),
  lotsByIdQuery: vi.fn(),
  useSaveInventoryDocument: vi.fn(),
  usePostInventoryDocument: vi.fn(),
  useReverseInventoryTransaction: vi.fn(),
}));

const user = userEvent.setup({ delay: null });
const items: AdminItem[] = [
  { ...perKgItem({ name: 'Goat leg' }), id: 'goat-leg' },
  { ...countedItem({ name: 'Broiler' }), id: 'broiler' },
];
const clerk = { uid: 'inner-1', name: 'Wanjiku Mwangi' };
const stored = {
  number: 'SC-0007',
  status: 'draft',
  createdBy: clerk,
  createdAtMs: Date.parse('2026-11-23T06:00:00Z'),
  updatedAtMs: 1,
  postedBy: null,
  postedAtMs: null,
  transactionId: null,
  reversedBy: null,
  reversedAtMs: null,
  reversalTransactionId: null,
} as const;
const count: StoredDocument = {
  ...stored,
  documentId: 'doc-1',
  kind: 'stockCount',
  lines: [
    { lotId: 'lot-a', itemId: 'goat-leg', lotNumber: 'L-20261120-AAAA', expected: 4_000, counted: null },
    { lotId: 'lot-b', itemId: 'broiler', lotNumber: 'L-20261121-BBBB', expected: 6, counted: 6 },
  ],
};
const receipt: StoredDocument = {
  ...stored,
  documentId: 'doc-2',
  number: 'RN-0012',
  status: 'posted',
  postedBy: clerk,
  postedAtMs: Date.parse('2026-11-23T07:00:00Z'),
  transactionId: 't-1',
  kind: 'receiptNote',
  lines: [
    {
      itemId: 'goat-leg',
      quantity: 12_000,
      unitCostCents: 60_000,
      supplier: 'Rotich farm',
      slaughterDate: '2026-11-22',
      inspectionStamp: 'KE-NRB-0415',
      useBy: '2026-11-27',
      temperatureC: 3,
      lotId: 'lot-new',
    },
  ],
};
const posting: LedgerTransaction = {
  kind: 'receipt',
  lines: [{ itemId: 'goat-leg', availableDelta: 12_000, lots: [{ lotId: 'lot-new', delta: 12_000 }] }],
  itemIds: ['goat-leg'],
  lotIds: ['lot-new'],
  source: { kind: 'inventoryDocument', id: 'doc-2' },
  reason: 'RN-0012 from Rotich farm',
  postedBy: clerk,
  postedAtMs: Date.parse('2026-11-23T07:00:00Z'),
  reverses: null,
  reversedBy: null,
};

/** What each action was asked. */
const asked = { save: vi.fn(), post: vi.fn(), reverse: vi.fn() };
const action = (mutate: (...args: unknown[]) => void) =>
  ({ mutate, isPending: false, isError: false, error: null }) as never;

let documents: Record<string, StoredDocument | null> = {};
let failing = false;
function feed(documentsById: Record<string, StoredDocument | null>, fail = false) {
  documents = documentsById;
  failing = fail;
  vi.mocked(adminItemsQuery).mockReturnValue(
    queryOptions({
      queryKey: catalogueKeys.items(),
      queryFn: () => Promise.resolve({ rows: items, unreadable: 0 }),
    }),
  );
  vi.mocked(inventoryDocumentQuery).mockImplementation((id) =>
    queryOptions({
      queryKey: documentKeys.document(id),
      queryFn: () =>
        failing ? Promise.reject(new Error('offline')) : Promise.resolve(documents[id] ?? null),
      retry: false,
    }),
  );
  vi.mocked(inventoryTransactionQuery).mockImplementation((id) =>
    queryOptions({
      queryKey: documentKeys.transaction(id),
      queryFn: (): Promise<LedgerTransaction | null> =>
        Promise.resolve(
          id === 't-1'
            ? posting
            : { ...posting, kind: 'reservation' as const, source: { kind: 'order', id: 'order-9' } },
        ),
    }),
  );
  vi.mocked(lotsByIdQuery).mockImplementation((lotIds) =>
    queryOptions({
      queryKey: ['lots', ...lotIds],
      queryFn: () =>
        Promise.resolve(lotIds.map((lotId) => ({ lotId, number: 'L-20261123-NEW1' }) as StoredLot)),
    }),
  );
}

/** The app's screen for /inventorydoc/$id: the document named by the address. */
function DocScreen() {
  const { id } = useParams({ from: '/_backOffice/inner/inventorydoc/$id' });
  return <InventoryDocPage id={id} auditTrail={() => <p>History</p>} />;
}

function renderAt(url: string) {
  const router = renderRoutes(
    url,
    { '/inventorydoc/$id': DocScreen, '/inventorytrans/$item/$transaction': () => <InventoryTransPage /> },
    { layout: '_backOffice/inner' },
  );
  return router;
}

beforeEach(() => {
  Object.values(asked).forEach((mock) => mock.mockReset());
  vi.mocked(useSaveInventoryDocument).mockReturnValue(action(asked.save));
  vi.mocked(usePostInventoryDocument).mockReturnValue(action(asked.post));
  vi.mocked(useReverseInventoryTransaction).mockReturnValue(action(asked.reverse));
  feed({ 'doc-1': count, 'doc-2': receipt });
});

describe('a stock document', () => {
  it('counts a draft: counted against expected, the difference, and posts only what was entered', async () => {
    renderAt('/inventorydoc/doc-1');
    expect(await screen.findByRole('heading', { name: 'Stock count SC-0007' })).toBeInTheDocument();
    const goatRow = screen.getByText('L-20261120-AAAA').closest('tr') as HTMLElement;
    expect(within(goatRow).getByText('Not counted')).toBeInTheDocument();
    expect(screen.getByText('1 lot not counted yet.')).toBeInTheDocument();
    await user.type(within(goatRow).getByRole('textbox', { name: 'Counted of L-20261120-AAAA' }), '3.75');
    expect(within(goatRow).getByText('−250 g')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post count' }));
    expect(asked.post).toHaveBeenCalledWith(
      {
        documentId: 'doc-1',
        body: {
          kind: 'stockCount',
          lines: [
            { lotId: 'lot-a', counted: 3_750 },
            { lotId: 'lot-b', counted: 6 },
          ],
        },
      },
      expect.anything(),
    );
  });

  it('shows a posted receipt with its movement, a way to reverse it, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt('/inventorydoc/doc-2');
    expect(await screen.findByRole('heading', { name: 'Receipt note RN-0012' })).toBeInTheDocument();
    expect(screen.getByText('Posted')).toBeInTheDocument();
    expect(screen.getByText('12 kg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Goat leg' })).toHaveAttribute(
      'href',
      '/inventorytrans/goat-leg/t-1',
    );
    expect(screen.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reverse RN-0012' }));
    expect(screen.getByText('Say why')).toBeInTheDocument();
    expect(asked.reverse).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('says when the document does not exist', async () => {
    renderAt('/inventorydoc/nope');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('offers to try again when the document cannot be read', async () => {
    feed({}, true);
    renderAt('/inventorydoc/doc-1');
    expect(await screen.findByText('We could not load this document')).toBeInTheDocument();
  });
});

describe('a ledger movement', () => {
  it('shows its lots by number, its source document, who posted it, and reverses it', async () => {
    renderAt('/inventorytrans/goat-leg/t-1');
    expect(await screen.findByRole('heading', { name: 'Receipt: Goat leg' })).toBeInTheDocument();
    expect(await screen.findByText('L-20261123-NEW1')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'RN-0012' })).toHaveAttribute(
      'href',
      '/inventorydoc/doc-2',
    );
    expect(screen.getByText(/by Wanjiku Mwangi/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Why reverse it' }), 'Wrong item');
    await user.click(screen.getByRole('button', { name: 'Reverse this movement' }));
    expect(asked.reverse).toHaveBeenCalledWith(
      { transactionId: 't-1', reason: 'Wrong item' },
      expect.anything(),
    );
  });

  it('links an order’s movement to the order and says why it is not reversed here', async () => {
    renderAt('/inventorytrans/goat-leg/t-2');
    expect(
      await screen.findByRole('heading', { name: 'Reserved by an order: Goat leg' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      '/adminorder/order-9',
    );
    expect(
      screen.getByText('An order’s stock follows the order: change or cancel the order instead.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse this movement' })).not.toBeInTheDocument();
  });
});
