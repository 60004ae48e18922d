import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVENTORY_CALLABLES } from '@nyama/domain/callables/inventory-callables';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { callFunction } from '../../../../lib/firebase/call-function';
import { receiptSearchSchema } from '../../../../lib/route-search';
import { renderRoutes, renderToasts } from '../../../../testing/render';
import { catalogueKeys } from '../../catalogue/api/catalogue-keys';
import { adminItemsQuery, type AdminItem } from '../../catalogue/api/items';
import { InventoryInPage } from './inventory-in-page';

// Firestore and the functions are not running here: the items read as each test says, and the one door
// to the functions answers as each test says.
vi.mock('../../catalogue/api/items', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../catalogue/api/items')>()),
  adminItemsQuery: vi.fn(),
}));
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);

const user = userEvent.setup({ delay: null });
const items: AdminItem[] = [{ ...perKgItem({ name: 'Goat leg' }), id: 'goat-leg' }];

beforeEach(() => {
  answer.mockReset();
  vi.mocked(adminItemsQuery).mockReturnValue(
    queryOptions({
      queryKey: catalogueKeys.items(),
      queryFn: () => Promise.resolve({ rows: items, unreadable: 0 }),
    }),
  );
});

/** Goods in, with 12.5 kg of goat leg from Rotich farm typed in and the suggested use-by taken. */
async function receiveGoatLeg() {
  const router = renderRoutes(
    '/inventoryin',
    {
      '/inventoryin': { component: InventoryInPage, validateSearch: receiptSearchSchema },
      '/inventorydoc/$id': () => <p>The receipt note</p>,
    },
    { layout: '_backOffice/inner' },
  );
  renderToasts();
  await user.click(await screen.findByRole('combobox', { name: 'Item' }));
  const listbox = screen.getByRole('listbox', { name: 'Item', hidden: true });
  await user.click(within(listbox).getByRole('option', { name: 'Goat leg', hidden: true }));
  await user.type(screen.getByRole('textbox', { name: 'Quantity (kg)' }), '12.5');
  await user.type(screen.getByRole('textbox', { name: 'Cost per kg' }), '600');
  await user.type(screen.getByRole('textbox', { name: 'Supplier' }), 'Rotich farm');
  await user.click(screen.getByRole('button', { name: /^Suggested .*: use it$/ }));
  return router;
}

const receipt = { documentId: 'doc-9', number: 'RN-0009', transactionId: null };

describe('goods in', () => {
  it('says the stock is in once the receipt is posted, and opens it', async () => {
    answer.mockResolvedValueOnce({ ...receipt, status: 'posted', transactionId: 't-9' });
    const router = await receiveGoatLeg();
    await user.click(screen.getByRole('button', { name: 'Post receipt' }));
    expect(await screen.findByText('RN-0009 posted: the stock is in.')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith(INVENTORY_CALLABLES.postInventoryDocument, {
      documentId: null,
      body: {
        kind: 'receiptNote',
        lines: [expect.objectContaining({ itemId: 'goat-leg', quantity: 12_500, supplier: 'Rotich farm' })],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventorydoc/doc-9'));
  });

  it('says the receipt is saved as a draft, once, and opens it', async () => {
    answer.mockResolvedValueOnce({ ...receipt, status: 'draft' });
    const router = await receiveGoatLeg();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('RN-0009 saved as a draft.')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith(INVENTORY_CALLABLES.saveInventoryDocument, expect.anything());
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventorydoc/doc-9'));
    expect(screen.getAllByText(/RN-0009/)).toHaveLength(1);
  });
});
