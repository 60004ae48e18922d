import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../app/theme';

function WithMantine({ children }: { children: ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}

/** Renders a component as the app does: inside Mantine with the shop's theme. */
export function renderWithMantine(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: WithMantine, ...options });
}

/**
 * Renders screens at their paths in a memory router opened at `url`, as the app does: inside Mantine,
 * with a fresh query client. A path mapped to null is one the screens only link to. Returns the router,
 * so a test can see where a screen navigated.
 */
export function renderRoutes(url: string, screens: Record<string, (() => ReactNode) | null>) {
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren(
      Object.entries(screens).map(([path, component]) =>
        createRoute({ getParentRoute: () => root, path, component: component ?? undefined }),
      ),
    ),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
