import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentSearchSchema } from '../../../../lib/route-search';
import { onePage } from '../../../../testing/cursor-pages';
import { renderRoutes } from '../../../../testing/render';
import { useDocumentPages, type DocumentFilters, type StoredDocument } from '../api/documents';
import { InventoryDocsPage } from './inventory-docs-page';

// Firestore is not running here: the list answers with what each test says.
vi.mock('../api/documents', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/documents')>()),
  useDocumentPages: vi.fn(),
}));

// jsdom has no layout: a Select scrolls its chosen option into view when it opens.
Element.prototype.scrollIntoView = () => undefined;
const user = userEvent.setup({ delay: null });
const writeOff: StoredDocument = {
  documentId: 'doc-3',
  kind: 'writeOff',
  lines: [{ lotId: 'lot-a', quantity: 500, reason: 'spoilage', itemId: 'goat-leg', lotNumber: 'L-1' }],
  number: 'WO-0003',
  status: 'posted',
  createdBy: { uid: 'inner-1', name: 'Wanjiku Mwangi' },
  createdAtMs: Date.parse('2026-11-23T06:00:00Z'),
  updatedAtMs: 0,
  postedBy: { uid: 'inner-1', name: 'Wanjiku Mwangi' },
  postedAtMs: Date.parse('2026-11-23T06:00:00Z'),
  transactionId: 't-3',
  reversedBy: null,
  reversedAtMs: null,
  reversalTransactionId: null,
};

function feed(rows: StoredDocument[] | undefined, isError = false): DocumentFilters[] {
  const asked: DocumentFilters[] = [];
  vi.mocked(useDocumentPages).mockImplementation((filters) => {
    asked.push(filters);
    return onePage({ rows, isPending: rows === undefined && !isError, isError });
  });
  return asked;
}

function renderPage(url: string) {
  const router = renderRoutes(
    url,
    { '/inventorydocs': { component: InventoryDocsPage, validateSearch: documentSearchSchema } },
    { layout: '_backOffice/inner' },
  );
  return router;
}

beforeEach(() => vi.mocked(useDocumentPages).mockReset());

describe('the stock documents list', () => {
  it('lists documents with their kind, status and maker, each a link', async () => {
    feed([writeOff]);
    renderPage('/inventorydocs');
    const row = (await screen.findByRole('link', { name: 'WO-0003' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Write-off')).toBeInTheDocument();
    expect(within(row).getByText('Posted')).toBeInTheDocument();
    expect(within(row).getByText(/by Wanjiku Mwangi/)).toBeInTheDocument();
  });

  it('filters by kind in the address, and says when nothing matches', async () => {
    const asked = feed([]);
    const router = renderPage('/inventorydocs?status=draft&kind=nonsense');
    expect(await screen.findByText('No documents here yet.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ status: 'draft' });
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    const kinds = screen.getByRole('listbox', { name: 'Kind', hidden: true });
    await user.click(within(kinds).getByRole('option', { name: 'Stock count', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'draft', kind: 'stockCount' }),
    );
  });

  it('says when the list cannot be read', async () => {
    feed(undefined, true);
    renderPage('/inventorydocs');
    expect(await screen.findByText('We could not load this list')).toBeInTheDocument();
  });
});
