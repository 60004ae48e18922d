import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAX_CALLABLES } from '@nyama/domain/callables/tax-callables';
import type { EtimsSettings } from '@nyama/domain/tax/etims-device';
import { testSaleInvoice } from '@nyama/domain/fixtures/test-tax-invoices';
import { callFunction } from '../../../../lib/firebase/call-function';
import type { ListRead } from '../../../../lib/firebase/read-list';
import { speak } from '../../../../lib/locale';
import { renderRoutes } from '../../../../testing/render';
import { etimsSettingsQuery } from '../api/etims-settings';
import { purchaseInvoicesQuery, type PurchaseInvoiceRow } from '../api/purchase-invoices';
import { stockReportsQuery, type StockReportRow } from '../api/stock-reports';
import {
  acceptedTaxInvoicesQuery,
  openTaxInvoicesQuery,
  taxInvoiceCountsQuery,
  type TaxInvoiceRow,
} from '../api/tax-invoices';
import { TaxInvoicesPage } from './tax-invoices-page';

// Firestore and the functions are not running here: each read and the replay answer as a test says.
vi.mock('../api/tax-invoices', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/tax-invoices')>()),
  openTaxInvoicesQuery: vi.fn(),
  acceptedTaxInvoicesQuery: vi.fn(),
  taxInvoiceCountsQuery: vi.fn(),
}));
vi.mock('../api/purchase-invoices', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/purchase-invoices')>()),
  purchaseInvoicesQuery: vi.fn(),
}));
vi.mock('../api/stock-reports', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/stock-reports')>()),
  stockReportsQuery: vi.fn(),
}));
vi.mock('../api/etims-settings', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/etims-settings')>()),
  etimsSettingsQuery: vi.fn(),
}));
vi.mock('../../../../lib/firebase/call-function', () => ({ callFunction: vi.fn() }));
const answer = vi.mocked(callFunction);
const user = userEvent.setup({ delay: null });

const AT = Date.UTC(2026, 10, 28, 9, 0);

/** The test sale's two packs of gouda. */
const gouda = (() => {
  const [, line] = testSaleInvoice('any', AT).goods;
  if (!line) throw new Error('The test sale has its gouda');
  return line;
})();

/** A sale of two packs of gouda (Ksh 1,400), whose item KRA may refuse. */
function invoice(key: string, changes: Partial<TaxInvoiceRow>): TaxInvoiceRow {
  const sale = testSaleInvoice(key, AT, { orderNumber: 'NY-1001', others: [], discountCents: 0 });
  return {
    key,
    ...sale,
    goods: [gouda],
    totalCents: 140_000,
    ...changes,
  };
}

const refused = invoice('sale-o1', {
  orderNumber: 'NY-1001',
  state: 'refused',
  attempts: 1,
  lastError:
    'KRA refused item Gouda (250 g): 910 Invalid itemClsCd: 50130000 is not an item classification in use',
});
const waiting = invoice('credit-r1', {
  kind: 'credit',
  orderNumber: 'NY-1002',
  attempts: 3,
  lastError: 'eTIMS could not be reached: 503',
  totalCents: 40_000,
});
const accepted = invoice('sale-o3', {
  orderNumber: 'NY-1003',
  state: 'accepted',
  invoiceNumber: 7,
  attempts: 1,
  receipt: {
    sellerPin: 'P051234567X',
    verifyUrl: 'http://127.0.0.1:7073/common/link/etims/receipt/indexEtimsReceiptData?Data=P05123456700Y',
    cuInvoiceNumber: 'KRACU0100000001/7',
    receiptNumber: 7,
    totalReceiptNumber: 7,
    internalData: 'X',
    signature: 'Y',
    signedAtMs: AT,
  },
});
const settings: EtimsSettings = {
  tin: 'P051234567X',
  branchId: '00',
  deviceSerial: 'NYAMA-01',
  environment: 'sandbox',
};

const purchase = (key: string, changes: Partial<PurchaseInvoiceRow>): PurchaseInvoiceRow => ({
  key,
  farmerOrderId: key.replace('purchase-', ''),
  farmerOrderNumber: 'FO-0005',
  farmerUid: 'kipchoge',
  farmerName: 'Kipchoge Rotich',
  farmerPin: null,
  species: 'goat',
  itemName: 'Goat (carcass weight)',
  carcassGrams: 120_000,
  pricePerKgCents: 60_000,
  amountCents: 7_200_000,
  taxClass: '99011018',
  taxType: 'A',
  atMs: AT,
  state: 'queued',
  invoiceNumber: null,
  attempts: 0,
  lastError: null,
  createdAtMs: AT,
  updatedAtMs: AT,
  ...changes,
});

const stockReport = (key: string, changes: Partial<StockReportRow>): StockReportRow => ({
  key,
  transactionId: key.replace(/^stock-|-(in|out)$/g, ''),
  movementKind: 'receipt',
  direction: 'in',
  sarTyCd: '02',
  lines: [
    {
      itemId: 'beef-mince',
      name: 'Beef mince',
      unit: 'kg',
      quantity: 12_500,
      unitPriceCents: 80_000,
      grossCents: 1_000_000,
      taxType: 'A',
    },
    { ...gouda, quantity: 6, grossCents: 420_000 },
  ],
  atMs: AT,
  state: 'queued',
  sarNo: null,
  attempts: 0,
  lastError: null,
  createdAtMs: AT,
  updatedAtMs: AT,
  ...changes,
});

type Reads = {
  purchases?: PurchaseInvoiceRow[];
  stock?: StockReportRow[];
  open?: () => Promise<ListRead<TaxInvoiceRow>>;
  accepted?: () => Promise<ListRead<TaxInvoiceRow>>;
  settings?: EtimsSettings | null;
};

function renderPage(reads: Reads) {
  const never = () => new Promise<never>(() => undefined);
  vi.mocked(openTaxInvoicesQuery).mockReturnValue(
    queryOptions({ queryKey: ['admin', 'tax-invoices', 'open'] as const, queryFn: reads.open ?? never }),
  );
  vi.mocked(acceptedTaxInvoicesQuery).mockReturnValue(
    queryOptions({
      queryKey: ['admin', 'tax-invoices', 'accepted'] as const,
      queryFn: reads.accepted ?? never,
    }),
  );
  vi.mocked(taxInvoiceCountsQuery).mockReturnValue(
    queryOptions({
      queryKey: ['admin', 'tax-invoices', 'counts'] as const,
      queryFn: async () => ({ queued: 1, refused: 1, acceptedToday: 12 }),
    }),
  );
  const readPurchases = async () => ({ rows: reads.purchases ?? [], unreadable: 0 });
  vi.mocked(purchaseInvoicesQuery).mockReturnValue(
    queryOptions({
      queryKey: ['admin', 'tax-invoices', 'purchases'] as const,
      queryFn: readPurchases,
    }),
  );
  const readStock = async () => ({ rows: reads.stock ?? [], unreadable: 0 });
  vi.mocked(stockReportsQuery).mockReturnValue(
    queryOptions({ queryKey: ['admin', 'tax-invoices', 'stock'] as const, queryFn: readStock }),
  );
  const readSettings = async () => (reads.settings === undefined ? settings : reads.settings);
  vi.mocked(etimsSettingsQuery).mockReturnValue(
    queryOptions({ queryKey: ['admin', 'etims-settings'] as const, queryFn: readSettings }),
  );
  renderRoutes('/admintax', { '/admintax': TaxInvoicesPage, '/items': null, '/admintaxsetup': null });
}

const list = (rows: TaxInvoiceRow[]) => async () => ({ rows, unreadable: 0 });
const openTable = () => screen.findByRole('table', { name: 'Waiting and refused' });

afterEach(() => speak('en-KE'));

describe('the Admin’s tax invoices', () => {
  it('shows the refused and waiting invoices with why, then the accepted ones with KRA’s numbers', async () => {
    renderPage({ open: list([refused, waiting]), accepted: list([accepted]) });
    expect(await screen.findByLabelText('Waiting to be sent')).toHaveTextContent('1');
    expect(screen.getByLabelText('Refused by KRA')).toHaveTextContent('1');
    expect(screen.getByLabelText('Accepted today')).toHaveTextContent('12');

    const open = within(await openTable());
    const refusedRow = await open.findByRole('row', { name: /NY-1001/ });
    expect(refusedRow).toHaveTextContent('Refused');
    expect(refusedRow).toHaveTextContent('Sale');
    expect(refusedRow).toHaveTextContent(/Ksh\s1,400/);
    expect(refusedRow).toHaveTextContent('Invalid itemClsCd: 50130000');
    expect(within(refusedRow).getByRole('link', { name: 'Open Gouda (250 g)' })).toHaveAttribute(
      'href',
      '/items?open=cheese-gouda',
    );
    const waitingRow = open.getByRole('row', { name: /NY-1002/ });
    expect(waitingRow).toHaveTextContent('Credit note');
    expect(waitingRow).toHaveTextContent('eTIMS could not be reached: 503');
    // Only a refused invoice is replayed: one waiting goes by itself.
    expect(within(waitingRow).queryByRole('button')).not.toBeInTheDocument();

    const acceptedRow = within(
      screen.getByRole('table', { name: 'Accepted lately (the last 20)' }),
    ).getByRole('row', { name: /NY-1003/ });
    expect(acceptedRow).toHaveTextContent('KRACU0100000001/7');
    expect(acceptedRow).toHaveTextContent('7');
    expect(screen.queryByText(/eTIMS is not set up/)).not.toBeInTheDocument();
  });

  it('replays a refused invoice once the Admin confirms, and says why when it is refused', async () => {
    renderPage({ open: list([refused]), accepted: list([]) });
    const row = await within(await openTable()).findByRole('row', { name: /NY-1001/ });
    await user.click(within(row).getByRole('button', { name: 'Replay the invoice of order NY-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replay the invoice of order NY-1001?' });
    expect(within(dialog).getByRole('link', { name: 'Open Gouda (250 g)' })).toBeInTheDocument();

    answer.mockRejectedValueOnce(
      new FunctionsError(
        'failed-precondition',
        'This invoice is in the queue already; only a refused invoice can be replayed. [400]',
        { refusal: { reason: 'tax-invoice-not-refused', state: 'queued' } },
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Replay it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This invoice is in the queue already; only a refused invoice can be replayed.',
    );

    answer.mockResolvedValueOnce({ key: 'sale-o1' });
    await user.click(within(dialog).getByRole('button', { name: 'Replay it' }));
    expect(answer).toHaveBeenLastCalledWith(TAX_CALLABLES.replayTaxInvoice, { key: 'sale-o1' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the farmers’ purchases the shop invoiced: KRA’s number once accepted, a refused one’s reason and Replay', async () => {
    renderPage({
      open: list([]),
      accepted: list([]),
      purchases: [
        purchase('purchase-fo-5', {
          state: 'refused',
          attempts: 1,
          lastError: 'KRA refused it: 910 spplrNm is required for a buyer-initiated invoice',
        }),
        purchase('purchase-fo-4', { farmerOrderNumber: 'FO-0004', state: 'accepted', invoiceNumber: 3 }),
      ],
    });
    const table = within(
      await screen.findByRole('table', { name: /Farmers' purchases invoiced by the shop/ }),
    );
    const refusedRow = await table.findByRole('row', { name: /FO-0005/ });
    expect(refusedRow).toHaveTextContent('120 kg');
    expect(refusedRow).toHaveTextContent('spplrNm is required');
    expect(table.getByRole('row', { name: /FO-0004/ })).toHaveTextContent('Accepted');
    expect(
      within(table.getByRole('row', { name: /FO-0004/ })).getByRole('cell', { name: '3' }),
    ).toBeInTheDocument();
    await user.click(within(refusedRow).getByRole('button', { name: 'Replay the invoice of order FO-0005' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('as their profile has them now');
    answer.mockResolvedValueOnce({ key: 'purchase-fo-5' });
    await user.click(within(dialog).getByRole('button', { name: 'Replay it' }));
    expect(answer).toHaveBeenLastCalledWith(TAX_CALLABLES.replayTaxInvoice, { key: 'purchase-fo-5' });
  });

  it('lists the stock movements KRA does not have yet, a refused one with its reason and Replay', async () => {
    renderPage({
      open: list([]),
      accepted: list([]),
      stock: [
        stockReport('stock-tx1-in', { attempts: 2, lastError: 'eTIMS could not be reached: 503' }),
        stockReport('stock-tx2-out', {
          movementKind: 'writeOff',
          direction: 'out',
          sarTyCd: '15',
          state: 'refused',
          attempts: 1,
          lastError: 'Item Beef mince (beef-mince) is no longer in the catalogue',
        }),
      ],
    });
    const table = within(await screen.findByRole('table', { name: /Stock movements not yet with KRA/ }));
    const waitingRow = await table.findByRole('row', { name: /eTIMS could not be reached/ });
    expect(waitingRow).toHaveTextContent('Receipt');
    expect(waitingRow).toHaveTextContent('02');
    expect(waitingRow).toHaveTextContent('Beef mince 12.5 kg, Gouda (250 g) 6 pack');
    const refusedRow = table.getByRole('row', { name: /no longer in the catalogue/ });
    expect(refusedRow).toHaveTextContent('Refused');
    expect(refusedRow).toHaveTextContent('15');
    // Only a refused movement is replayed, once its items are corrected.
    expect(within(waitingRow).queryByRole('button')).not.toBeInTheDocument();
    await user.click(
      within(refusedRow).getByRole('button', { name: 'Replay the stock movement Write-off tx2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Replay the stock movement Write-off tx2?' });
    expect(within(dialog).getByRole('link', { name: 'Open Beef mince' })).toHaveAttribute(
      'href',
      '/items?open=beef-mince',
    );
    answer.mockResolvedValueOnce({ key: 'stock-tx2-out' });
    await user.click(within(dialog).getByRole('button', { name: 'Replay it' }));
    expect(answer).toHaveBeenLastCalledWith(TAX_CALLABLES.replayTaxInvoice, { key: 'stock-tx2-out' });
  });

  it('says when every stock movement is with KRA', async () => {
    renderPage({ open: list([]), accepted: list([]) });
    expect(await screen.findByText('Every stock movement is with KRA.')).toBeInTheDocument();
  });

  it('says the lists are loading while they are read', async () => {
    renderPage({});
    expect(within(await openTable()).getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says when nothing waits, nothing was accepted yet, and eTIMS is not set up', async () => {
    renderPage({ open: list([]), accepted: list([]), settings: null });
    expect(await screen.findByText('Nothing is waiting: every invoice has reached KRA.')).toBeInTheDocument();
    expect(screen.getByText('KRA has accepted no invoice yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Set it up' })).toHaveAttribute('href', '/admintaxsetup');
  });

  it('offers to read the list again when the read fails', async () => {
    renderPage({ open: () => Promise.reject(new Error('offline')), accepted: list([]) });
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });

  it('speaks Kiswahili on a Kiswahili device', async () => {
    speak('sw-KE');
    renderPage({ open: list([refused]), accepted: list([]) });
    const open = within(await screen.findByRole('table', { name: 'Zinazosubiri na zilizokataliwa' }));
    const row = await open.findByRole('row', { name: /NY-1001/ });
    expect(row).toHaveTextContent('Imekataliwa');
    expect(within(row).getByRole('button', { name: 'Tuma tena ankara ya oda NY-1001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Zimekubaliwa leo')).toHaveTextContent('12');
    expect(await screen.findByText('Kila mwenendo wa akiba umefika KRA.')).toBeInTheDocument();
    expect(screen.queryByText('Refused')).not.toBeInTheDocument();
  });
});
