import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { LoadingScreen } from '../components/loading-screen';
import { BASE_LOCALE, LOCALES, startLocale, type Locale } from '@nyama/domain/kernel/locale';
import { SAVED_LOCALE_KEY } from '../lib/locale';
import { LocaleProvider } from '../lib/locale-provider';
import { setLocale } from '../paraglide/runtime';
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

/**
 * A frame, the address it is shown at (null: every address without a frame of its own) and the language
 * it speaks: index.html holds each frame in each language, and its head picks the device's (decision 072).
 */
type Frame = { name: string; path: string | null; locale: Locale; html: string };

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

function renderPage(name: keyof typeof FRAME_PATHS, locale: Locale): Promise<string> {
  return render(() => {
    const router = frameRouterAt(FRAME_PATHS[name]);
    return { router, body: <RouterProvider router={router} /> };
  }, `${name}-${locale}`).then(({ html }) => html);
}

function renderLayout(locale: Locale): Promise<string> {
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
  }, `page-${locale}`).then(({ html }) => html);
}

async function framesIn(locale: Locale): Promise<Frame[]> {
  // The messages read the runtime's locale when they render; the build renders one language at a time.
  await setLocale(locale, { reload: false });
  return [
    { name: 'home', path: FRAME_PATHS.home, locale, html: await renderPage('home', locale) },
    { name: 'cart', path: FRAME_PATHS.cart, locale, html: await renderPage('cart', locale) },
    { name: 'page', path: null, locale, html: await renderLayout(locale) },
  ];
}

/**
 * Every frame in every language, and how the page's head picks the language: the key the device keeps
 * its choice under and the domain's `startLocale`, as source, which the head runs as it is.
 */
export async function renderFrames(): Promise<{
  frames: Frame[];
  savedLocaleKey: string;
  startLocale: string;
}> {
  const frames: Frame[] = [];
  for (const locale of LOCALES) frames.push(...(await framesIn(locale)));
  await setLocale(BASE_LOCALE, { reload: false });
  return { frames, savedLocaleKey: SAVED_LOCALE_KEY, startLocale: startLocale.toString() };
}
