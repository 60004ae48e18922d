import { MantineProvider } from '@mantine/core';
import { notifications, Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
  type AnyValidator,
} from '@tanstack/react-router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../app/theme';
import { RouteError } from '../components/route-error';
import { LocaleProvider } from '../lib/locale-provider';

function WithMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <LocaleProvider>{children}</LocaleProvider>
    </MantineProvider>
  );
}

/** Renders a component as the app does: inside Mantine with the shop's theme, in the language spoken. */
export function renderWithMantine(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: WithMantine, ...options });
}

/**
 * Shows toasts beside whatever a test renders, as the app's shell does whichever screen is open: an
 * action's confirmation outlives the form that started it. The toasts' store outlives a render, so it
 * starts empty.
 */
export function renderToasts(): void {
  notifications.clean();
  renderWithMantine(<Notifications />);
}

/** A screen of a test's routes: its component, and the search its route validates (as the app's route does). */
type TestScreen = (() => ReactNode) | { component: () => ReactNode; validateSearch: AnyValidator } | null;

/**
 * Renders screens at their paths in a memory router opened at `url`, as the app does: inside Mantine,
 * with the app's error page and a fresh query client that does not retry (a failed read shows at once).
 * A path mapped to null is one the screens only link to; a screen whose route validates its search is
 * given with its `validateSearch`. `layout` puts the screens under the pathless layouts of those ids, for
 * a screen that names its route as the app's tree does (e.g. `_storefront`, `_backOffice/admin`).
 * Returns the router, so a test can see where a screen navigated.
 */
export function renderRoutes(
  url: string,
  screens: Record<string, TestScreen>,
  { layout }: { layout?: string } = {},
) {
  const root = createRootRoute();
  const parent = (layout?.split('/') ?? []).reduce<AnyRoute>((above, id) => {
    const route = createRoute({ getParentRoute: () => above, id, component: Outlet });
    above.addChildren([route]);
    return route;
  }, root);
  parent.addChildren(
    Object.entries(screens).map(([path, screen]) => {
      const { component, validateSearch } =
        typeof screen === 'object' && screen !== null ? screen : { component: screen ?? undefined };
      return createRoute({ getParentRoute: () => parent, path, validateSearch, component });
    }),
  );
  const router = createRouter({
    defaultErrorComponent: RouteError,
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderWithMantine(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
