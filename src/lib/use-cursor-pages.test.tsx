import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCursorPages, type CursorPage } from './use-cursor-pages';

type Order = { number: number; status: 'paid' | 'delivered' };

const orders: Order[] = [1001, 1002, 1003, 1004, 1005].map((number) => ({
  number,
  status: number % 2 === 0 ? 'delivered' : 'paid',
}));

/** Plays Firestore: ordered by number, startAfter the cursor, limit(size + 1) to learn if more follow. */
function ordersSource(size = 2) {
  return vi.fn(
    async (status: Order['status'] | 'all', cursor: number | null): Promise<CursorPage<Order, number>> => {
      const after = orders.filter(
        (o) => (status === 'all' || o.status === status) && o.number > (cursor ?? 0),
      );
      const rows = after.slice(0, size);
      return { rows, unreadable: 0, next: after.length > size ? (rows.at(-1)?.number ?? null) : null };
    },
  );
}

function withQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

function renderPages(fetchOrders: ReturnType<typeof ordersSource>, status: Order['status'] | 'all' = 'all') {
  return renderHook(
    ({ status }) =>
      useCursorPages({
        queryKey: ['orders', { status }],
        fetchPage: (cursor: number | null) => fetchOrders(status, cursor),
      }),
    { wrapper: withQueryClient(), initialProps: { status } },
  );
}

const numbers = (rows: Order[] | undefined) => rows?.map((order) => order.number);

describe('pages read by cursor', () => {
  it('reads the first page from the start of the list', async () => {
    const fetchOrders = ordersSource();
    const { result } = renderPages(fetchOrders);
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(numbers(result.current.rows)).toEqual([1001, 1002]));
    expect(fetchOrders).toHaveBeenCalledWith('all', null);
    expect(result.current).toMatchObject({ pageIndex: 0, hasPrevious: false, hasNext: true });
  });

  it('goes forward from the last row read and back again', async () => {
    const fetchOrders = ordersSource();
    const { result } = renderPages(fetchOrders);
    await waitFor(() => expect(result.current.hasNext).toBe(true));

    act(() => result.current.next());
    await waitFor(() => expect(numbers(result.current.rows)).toEqual([1003, 1004]));
    expect(fetchOrders).toHaveBeenLastCalledWith('all', 1002);
    expect(result.current).toMatchObject({ pageIndex: 1, hasPrevious: true, hasNext: true });

    act(() => result.current.next());
    await waitFor(() => expect(numbers(result.current.rows)).toEqual([1005]));
    expect(fetchOrders).toHaveBeenLastCalledWith('all', 1004);
    expect(result.current).toMatchObject({ pageIndex: 2, hasNext: false });

    act(() => result.current.previous());
    expect(result.current.pageIndex).toBe(1);
    await waitFor(() => expect(numbers(result.current.rows)).toEqual([1003, 1004]));
  });

  it('stays put when there is no page to go to', async () => {
    const fetchOrders = ordersSource(10);
    const { result } = renderPages(fetchOrders);
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
    act(() => result.current.next());
    act(() => result.current.previous());
    expect(result.current.pageIndex).toBe(0);
    expect(fetchOrders).toHaveBeenCalledTimes(1);
  });

  it('starts again on page 1 when the filters change', async () => {
    const fetchOrders = ordersSource(1);
    const { result, rerender } = renderPages(fetchOrders);
    await waitFor(() => expect(result.current.hasNext).toBe(true));
    act(() => result.current.next());
    await waitFor(() => expect(numbers(result.current.rows)).toEqual([1002]));

    rerender({ status: 'paid' });
    expect(result.current.pageIndex).toBe(0);
    await waitFor(() => expect(numbers(result.current.rows)).toEqual([1001]));
    expect(fetchOrders).toHaveBeenLastCalledWith('paid', null);

    rerender({ status: 'all' });
    expect(result.current.pageIndex).toBe(0);
    await waitFor(() => expect(numbers(result.current.rows)).toEqual([1001]));
  });

  it('reports a failed read and reads again on refetch', async () => {
    const fetchOrders = ordersSource();
    fetchOrders.mockRejectedValueOnce(new Error('unavailable'));
    const { result } = renderPages(fetchOrders);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('unavailable');
    expect(result.current.hasNext).toBe(false);

    await act(() => result.current.refetch());
    await waitFor(() => expect(numbers(result.current.rows)).toEqual([1001, 1002]));
    expect(result.current.isError).toBe(false);
  });
});
