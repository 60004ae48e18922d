import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatKes } from '@nyama/domain/kernel/money';
import type { OrderDay } from '@nyama/domain/orders/order-archive';
import type { CursorPages } from '../../../../lib/use-cursor-pages';
import { onePage } from '../../../../testing/cursor-pages';
import { speak } from '../../../../lib/locale';
import { renderWithMantine } from '../../../../testing/render';
import type { ListedOrder } from '../api/order-pages';
import { ArchiveView } from './archive-view';

const user = userEvent.setup({ delay: null });
// As Testing Library reads text: its spaces (formatKes writes a no-break space) made plain.
const kes = (cents: number) => formatKes(cents).replace(/\s/g, ' ');
const FILTERS = { from: '2026-11-01', to: '2026-11-30' };

const daysOf = (fields: { data?: OrderDay[]; isPending?: boolean; isError?: boolean }) => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...fields,
});

const order = (id: string, fields: Partial<ListedOrder>) =>
  ({
    id,
    number: `NY-${id}`,
    status: 'delivered',
    customer: { name: 'Brian Kamau', phone: '254722111222' },
    address: null,
    totalCents: 205_000,
    refundedCents: 0,
    createdAtMs: Date.UTC(2026, 10, 22, 9),
    ...fields,
  }) as ListedOrder;

const day = (date: string, orders: number, revenueCents: number, refundedCents: number): OrderDay => ({
  day: date,
  orders,
  revenueCents,
  refundedCents,
  updatedAtMs: 0,
});

function renderView(pages: CursorPages<ListedOrder>, days: ReturnType<typeof daysOf>, q?: string) {
  const onOpen = vi.fn();
  renderWithMantine(
    <ArchiveView
      filters={{ ...FILTERS, q }}
      onSearch={() => undefined}
      pages={pages}
      days={days}
      onOpen={onOpen}
      exportButton={null}
    />,
  );
  return onOpen;
}

afterEach(() => speak('en-KE'));

describe('the archive', () => {
  it('says it is loading the orders and the day totals', () => {
    renderView(onePage<ListedOrder>({ isPending: true }), daysOf({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading the day totals' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading…');
  });

  it('says when a range holds nothing, and when a search finds nothing', () => {
    renderView(onePage<ListedOrder>({ rows: [] }), daysOf({ data: [] }), '0799 000 000');
    expect(screen.getByText('No archived orders in these days.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Archived orders' });
    expect(
      within(table).getByText('No archived order matches this search in these days.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the orders or the totals cannot be read', async () => {
    const pages = onePage<ListedOrder>({ isError: true, refetch: vi.fn(() => Promise.resolve()) });
    const days = daysOf({ isError: true });
    renderView(pages, days);
    expect(screen.getByText('We could not load this list')).toBeInTheDocument();
    expect(screen.getByText('We could not load the day totals')).toBeInTheDocument();
    // The totals come first on the screen, the list below them.
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(pages.refetch).toHaveBeenCalledOnce();
    expect(days.refetch).toHaveBeenCalledOnce();
  });

  it('lists the orders and each day’s totals with the range’s total, and opens an order', async () => {
    const onOpen = renderView(
      onePage<ListedOrder>({
        rows: [
          order('a', { refundedCents: 50_000 }),
          order('b', { status: 'cancelled', customer: { name: 'Amina Otieno', phone: '254712345678' } }),
        ],
      }),
      daysOf({ data: [day('2026-11-21', 3, 600_000, 0), day('2026-11-22', 2, 205_000, 50_000)] }),
    );
    const orders = screen.getByRole('table', { name: 'Archived orders' });
    expect(within(orders).getAllByRole('row')).toHaveLength(3);
    expect(within(orders).getByText('Cancelled')).toBeInTheDocument();
    expect(within(orders).getByText('0722 111 222')).toBeInTheDocument();
    expect(within(orders).getByText(kes(50_000))).toBeInTheDocument();

    const totals = screen.getByRole('table', { name: 'Day totals' });
    const [, first, second, total] = within(totals).getAllByRole('row');
    expect(first).toHaveTextContent(`Sat, 21 Nov 20263${kes(600_000)}`);
    expect(second).toHaveTextContent(`${kes(50_000)}${kes(155_000)}`);
    expect(total).toHaveTextContent(`Total5${kes(805_000)}${kes(50_000)}${kes(755_000)}`);

    await user.click(within(orders).getByText('NY-b'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
  });

  it('shows the archive, its search and its totals in Kiswahili', () => {
    speak('sw-KE');
    renderView(
      onePage<ListedOrder>({ rows: [order('b', { status: 'cancelled' })] }),
      daysOf({ data: [day('2026-11-21', 3, 600_000, 0)] }),
    );
    expect(screen.getByRole('heading', { name: 'Hifadhi ya oda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tafuta' })).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Oda zilizohifadhiwa' });
    expect(within(orders).getByRole('columnheader', { name: 'Mteja' })).toBeInTheDocument();
    expect(within(orders).getByText('Imeghairiwa')).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Jumla za siku' });
    expect(within(totals).getByRole('columnheader', { name: 'Mapato' })).toBeInTheDocument();
    expect(within(totals).getByText(/Jumamosi/)).toBeInTheDocument();
    expect(
      screen.queryByText(/Order archive|Totals by day|Customer|Revenue|Cancelled/),
    ).not.toBeInTheDocument();
  });
});
