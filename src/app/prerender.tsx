import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { LoadingScreen } from '../components/loading-screen';
import { LocaleProvider } from '../lib/locale-provider';
import { AppLayout } from './layout/app-layout';
import { createAppRouter } from './router';
import type { RouterContext } from './router-context';
import { shopLook } from './theme';

/**
 * The storefront's first paint, rendered at build time from the app's own components
 * (docs/decisions/046-storefront-first-paint.md): a frame per page that has one, and for every other address
 * the storefront's layout around the loading placeholder. index.html shows the frame of the address
 * until the app's first render replaces it. Data is never in a frame: every query is still loading.
 */
const FRAME_PATHS = { home: '/', cart: '/cart' } as const;

/** A frame and the address it is shown at (null: every address without a frame of its own). */
type Frame = { name: string; path: string | null; html: string };

type FrameRouter = ReturnType<typeof routerAt>;

/** What a frame renders: its router at its address (whose context holds the query cache) and its tree. */
type FrameTree = () => { router: FrameRouter; body: ReactNode };

function app(body: ReactNode, queryClient: QueryClient) {
  return (
    <MantineProvider {...shopLook}>
      <LocaleProvider>
        <QueryClientProvider client={queryClient}>{body}</QueryClientProvider>
      </LocaleProvider>
    </MantineProvider>
  );
}

/**
 * Two passes. The first waits for every lazy part (a route's screen, the cart's count) and stops the
 * build if a component fails, as it would on a phone. The second finds them loaded and renders in one
 * synchronous pass: React's streaming output would write a boundary that suspended out of place, with
 * inline scripts to move it in (a runtime for hydration, which a frame never gets). A boundary left to
 * its fallback in that pass (`<!--$!-->`) means something still suspends or failed: the build stops.
 * Returns the markup and the router it was written from (a served page's status comes from its matches).
 */
export async function render(
  tree: FrameTree,
  prefix: string,
): Promise<{ html: string; router: FrameRouter }> {
  const first = tree();
  await first.router.load();
  const failures: unknown[] = [];
  await prerender(app(first.body, first.router.options.context.queryClient), {
    identifierPrefix: prefix,
    onError: (error) => void failures.push(error),
  });
  if (failures.length > 0) throw new AggregateError(failures, `The frame of ${prefix} failed to render`);
  const second = tree();
  await second.router.load();
  const html = renderToString(app(second.body, second.router.options.context.queryClient), {
    identifierPrefix: prefix,
  });
  if (/<!--\$!-->|<script/.test(html)) throw new Error(`The frame of ${prefix} did not render in one pass`);
  return { html, router: second.router };
}

/** A router at one address, for a visitor whose session never settles (no account is signed in here). */
export function routerAt(path: string, context: Pick<RouterContext, 'queryClient' | 'catalogueReads'>) {
  const session = { settled: () => new Promise<never>(() => undefined), signOut: async () => undefined };
  return createAppRouter(
    { ...context, session },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
}

const frameRouterAt = (path: string) =>
  routerAt(path, { queryClient: new QueryClient(), catalogueReads: 'skip' });

function renderPage(name: keyof typeof FRAME_PATHS): Promise<string> {
  return render(() => {
    const router = frameRouterAt(FRAME_PATHS[name]);
    return { router, body: <RouterProvider router={router} /> };
  }, name).then(({ html }) => html);
}

function renderLayout(): Promise<string> {
  return render(() => {
    const router = frameRouterAt('/');
    return {
      router,
      body: (
        <RouterContextProvider router={router}>
          <AppLayout>
            <LoadingScreen />
          </AppLayout>
        </RouterContextProvider>
      ),
    };
  }, 'page').then(({ html }) => html);
}

export async function renderFrames(): Promise<Frame[]> {
  return [
    { name: 'home', path: FRAME_PATHS.home, html: await renderPage('home') },
    { name: 'cart', path: FRAME_PATHS.cart, html: await renderPage('cart') },
    { name: 'page', path: null, html: await renderLayout() },
  ];
}
