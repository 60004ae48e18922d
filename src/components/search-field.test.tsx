import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { SearchField } from './search-field';

const user = userEvent.setup({ delay: null });

/**
 * A list with a search and a link to an order whose page takes a while to load, as a code-split page
 * does: the list stays mounted until it has.
 */
function renderList() {
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    validateSearch: (search: Record<string, unknown>) => ({
      q: typeof search['q'] === 'string' ? search['q'] : undefined,
    }),
    component: function List() {
      const navigate = useNavigate();
      const { q } = list.useSearch();
      return (
        <>
          <SearchField
            value={q}
            onSearch={(term) =>
              // This test's own routes, not the app's typed tree.
              void navigate({ to: '/list' as never, search: { q: term } as never })
            }
            placeholder="Order number"
          />
          <Link to={'/order' as never}>Open the order</Link>
        </>
      );
    },
  });
  const order = createRoute({
    getParentRoute: () => root,
    path: '/order',
    loader: () => new Promise((resolve) => setTimeout(resolve, 600)),
    component: () => <p>The order</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([list, order]),
    history: createMemoryHistory({ initialEntries: ['/list'] }),
  });
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

describe('a list’s search box', () => {
  it('searches once typing pauses', async () => {
    const router = renderList();
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'NY-1');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'NY-1' }));
  });

  it('never pulls back to the list a person left before the search applied', async () => {
    const router = renderList();
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'NY-1');
    await user.click(screen.getByRole('link', { name: 'Open the order' }));
    expect(await screen.findByText('The order', {}, { timeout: 2_000 })).toBeInTheDocument();
    // Longer than the pause after typing: a search still waiting would have fired by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.pathname).toBe('/order');
  });
});
