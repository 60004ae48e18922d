import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatKes } from '@nyama/domain/kernel/money';
import { renderWithMantine } from '../../../../testing/render';
import type { ListedOrder } from '../api/order-pages';
import { OrdersExportButton } from './orders-export-button';

// Firestore is not running here: the list's reader hands over the orders each test says.
const read = vi.fn<(onProgress: (read: number) => void) => Promise<ListedOrder[]>>();

const user = userEvent.setup({ delay: null });

const order = {
  id: 'o1',
  number: 'NY-1006',
  status: 'paid',
  createdAtMs: Date.UTC(2026, 10, 23, 6),
  customer: { name: 'Amina Otieno', phone: '254712345678' },
  slot: { date: '2026-11-23', slotId: 'evening' },
  address: { zoneId: 'westlands', area: 'Kileleshwa' },
  payment: { provider: 'mpesa', state: 'succeeded' },
  totalCents: 195_000,
  refundedCents: 20_000,
  driverId: 'hassan',
} as unknown as ListedOrder;

/** What the browser would save: the text of the CSV handed to a download link. */
function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  // jsdom has no object URLs and does not navigate.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      files.push(blob);
      return 'blob:orders';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

function renderButton() {
  renderWithMantine(
    <>
      <Notifications />
      <OrdersExportButton name="orders" read={read} drivers={new Map([['hassan', 'Hassan Abdi']])} />
    </>,
  );
  return () => user.click(screen.getByRole('button', { name: /Export CSV|Reading/ }));
}

afterEach(() => vi.restoreAllMocks());

describe('OrdersExportButton', () => {
  it('counts the orders read while it works, and cannot be started twice', async () => {
    let finish: (rows: ListedOrder[]) => void = () => undefined;
    read.mockImplementationOnce((onProgress) => {
      onProgress(200);
      return new Promise((resolve) => (finish = resolve));
    });
    captureDownloads();
    const exportCsv = renderButton();
    await exportCsv();
    const busy = screen.getByRole('button', { name: 'Reading… 200 orders' });
    expect(busy).toBeDisabled();
    expect(read).toHaveBeenCalledWith(expect.any(Function));
    finish([]);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('downloads what the filters match as CSV, naming the driver', async () => {
    read.mockResolvedValueOnce([order]);
    const files = captureDownloads();
    const exportCsv = renderButton();
    await exportCsv();
    await waitFor(() => expect(files).toHaveLength(1));
    const csv = parse<string[]>((await files[0]?.text())?.replace('\uFEFF', '') ?? '', {
      skipEmptyLines: true,
    });
    expect(csv.data[0]).toEqual([
      'Order',
      'Status',
      'Placed',
      'Customer',
      'Phone',
      'Day',
      'Window',
      'Zone',
      'Area',
      'Payment',
      'Paid',
      'Total (KES)',
      'Total',
      'Refunded (KES)',
      'Driver',
    ]);
    expect(csv.data[1]).toEqual([
      'NY-1006',
      'Paid',
      '2026-11-23T06:00:00.000Z',
      'Amina Otieno',
      '254712345678',
      '2026-11-23',
      'evening',
      'westlands',
      'Kileleshwa',
      'mpesa',
      'succeeded',
      '1950',
      formatKes(195_000),
      '200',
      'Hassan Abdi',
    ]);
  });

  it('says when the export could not be read, and can be tried again', async () => {
    read.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exportCsv = renderButton();
    await exportCsv();
    expect(await screen.findByText('The export could not be read. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
