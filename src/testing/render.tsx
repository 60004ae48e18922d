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
} from '@tanstack/react-router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../app/theme';
import { RouteError } from '../components/route-error';

function WithMantine({ children }: { children: ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}

/** Renders a component as the app does: inside Mantine with the shop's theme. */
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

/**
 * Renders screens at their paths in a memory router opened at `url`, as the app does: inside Mantine,
 * with the app's error page and a fresh query client that does not retry (a failed read shows at once).
 * A path mapped to null is one the screens only link to. `layout` puts the screens under a pathless
 * layout of that id, for a screen that names its route as the app's tree does (e.g. `_storefront`).
 * Returns the router, so a test can see where a screen navigated.
 */
export function renderRoutes(
  url: string,
  screens: Record<string, (() => ReactNode) | null>,
  { layout }: { layout?: string } = {},
) {
  const root = createRootRoute();
  const parent: AnyRoute = layout
    ? createRoute({ getParentRoute: () => root, id: layout, component: Outlet })
    : root;
  const children = Object.entries(screens).map(([path, component]) =>
    createRoute({ getParentRoute: () => parent, path, component: component ?? undefined }),
  );
  const router = createRouter({
    defaultErrorComponent: RouteError,
    routeTree: layout ? root.addChildren([parent.addChildren(children)]) : root.addChildren(children),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderWithMantine(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
