import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Item, ItemGroup } from '../../../../domain/catalog';
import { theme } from '../../../../app/theme';
import { useGroupItems } from '../api/use-group-items';
import { useItemGroups } from '../api/use-item-groups';
import { GroupPage } from './group-page';

// The catalogue is read over the network; here each read answers when the test says.
vi.mock('../api/use-item-groups', () => ({ useItemGroups: vi.fn() }));
vi.mock('../api/use-group-items', () => ({ useGroupItems: vi.fn() }));

const beef: ItemGroup & { id: 'beef' } = {
  id: 'beef',
  name: 'Beef',
  description: 'Fresh beef from Kajiado',
  image: { kind: 'illustration', key: 'steak' },
  sortOrder: 1,
  visible: true,
};
const sirloin: Item & { id: string } = {
  id: 'beef-sirloin',
  groupId: 'beef',
  name: 'Sirloin steak',
  cut: 'Steak',
  description: '',
  image: { kind: 'illustration', key: 'steak' },
  taxRateBps: 0,
  featured: false,
  active: true,
  sortOrder: 1,
  pendingPrice: null,
  unit: 'kg',
  pricePerKgCents: 120_000,
  stepGrams: 250,
  minGrams: 500,
  stockGrams: 10_000,
};

/** A read that answers (or fails) when the test calls `answer` (or `fail`). */
function pendingRead<T>() {
  let answer: (value: T) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

/** What the group's read answers in the current test. */
let itemsRead: Promise<(Item & { id: string })[]> = Promise.resolve([]);

function feed(items: Promise<(Item & { id: string })[]>) {
  itemsRead = items;
  vi.mocked(useItemGroups).mockImplementation(() => {
    const live = useQuery({ queryKey: ['groups'], queryFn: () => [beef] });
    return {
      data: live.data,
      isPending: live.isPending,
      isError: live.isError,
      savedAtMs: null,
      refetch: live.refetch,
    };
  });
  vi.mocked(useGroupItems).mockImplementation(() => {
    const live = useQuery({ queryKey: ['items'], queryFn: () => itemsRead, retry: false });
    return {
      data: live.data,
      isPending: live.isPending,
      isError: live.isError,
      savedAtMs: null,
      refetch: live.refetch,
    };
  });
}

function renderGroupPage(group = 'beef') {
  const root = createRootRoute();
  const layout = createRoute({ getParentRoute: () => root, id: '_storefront', component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      layout.addChildren([
        createRoute({ getParentRoute: () => layout, path: '/' }),
        createRoute({ getParentRoute: () => layout, path: '/shop/$group', component: GroupPage }),
        createRoute({ getParentRoute: () => layout, path: '/shop/$group/$itemId' }),
      ]),
    ]),
    history: createMemoryHistory({ initialEntries: [`/shop/${group}`] }),
  });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('GroupPage', () => {
  it('shows its items loading until their cards are there, never an empty category', async () => {
    const items = pendingRead<(Item & { id: string })[]>();
    feed(items.promise);
    renderGroupPage();
    expect(await screen.findByRole('heading', { name: 'Beef' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText(/Nothing in this category/)).not.toBeInTheDocument();

    items.answer([sirloin]);
    expect(await screen.findByRole('article', { name: 'Sirloin steak' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Nothing in this category/)).not.toBeInTheDocument();
  });

  it('says so when the category has nothing today', async () => {
    feed(Promise.resolve([]));
    renderGroupPage();
    expect(await screen.findByText('Nothing in this category today; try another one.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry instead of a loader when the read fails', async () => {
    const items = pendingRead<(Item & { id: string })[]>();
    feed(items.promise);
    renderGroupPage();
    items.fail(new Error('offline'));
    expect(await screen.findByText(/could not load this category/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
