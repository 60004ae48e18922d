import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { sessionStore } from '../features/common/auth/api/session-store';
import { useProfileLanguage } from '../features/common/auth/api/use-language';
import { SERVED_CATALOGUE_ID } from './frame-markup';
import { gatesFollowSession } from './gates-follow-session';
import { Toasts } from './layout/toasts';
import { createAppRouter } from './router';
import { lazyOptional } from '../lib/lazy-optional';
import { LocaleProvider } from '../lib/locale-provider';
import { useIdleAfterLoad } from '../lib/use-idle-after-load';
import { shopLook } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
let appRouter: ReturnType<typeof createAppRouter> | undefined;

/**
 * The router is built when the first page loads, not while the modules load: building its tree of routes
 * (7–10 ms on a fast machine, ×4 on a slow phone) lengthened the start's longest task (decision 047).
 */
function router() {
  appRouter ??= createAppRouter({ queryClient, session: sessionStore, catalogueReads: 'start' });
  return appRouter;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Resolves the first page (its route's code, its gates) before React's first render, so that render is
 * the page itself, in one interruptible transition, rather than a placeholder that a blocking re-render
 * replaces when the route's code arrives; the prerendered frame stays on screen meanwhile (decision 047).
 * Each step is a task of its own on the phone's main thread: the modules' evaluation (which called this),
 * building the router (with the catalogue a served page carries, decision 048), then loading the page.
 */
export async function loadFirstPage(): Promise<void> {
  await nextTask();
  await adoptServedAnswers();
  const firstRouter = router();
  await nextTask();
  await firstRouter.load();
}

/**
 * A page served with its catalogue (decision 048) hands its answers to the query cache before the first
 * page loads. Their check (zod) loads only then: every other page starts without it (decision 044).
 */
async function adoptServedAnswers(): Promise<void> {
  const served = document.getElementById(SERVED_CATALOGUE_ID)?.textContent;
  if (!served) return;
  const { adoptServedCatalogue } = await import('../features/storefront/catalog/api/served-catalogue');
  adoptServedCatalogue(queryClient, served);
}

// The service worker's registration (with its update prompt) waits until the first visit has loaded and
// gone idle (decision 044).
const UpdatePrompt = lazyOptional(() =>
  import('./layout/update-prompt').then((module) => module.UpdatePrompt),
);

function AfterFirstPaint() {
  const idle = useIdleAfterLoad();
  // A session started from what the device knows is confirmed by Auth now, after the page it let paint
  // (decision 077).
  useEffect(() => {
    if (idle) sessionStore.confirm();
  }, [idle]);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

/** The device and a signed-in account's profile speak one language (decision 072). */
function ProfileLanguage() {
  useProfileLanguage();
  return null;
}

const colorSchemeManager = localStorageColorSchemeManager({ key: 'nyama-color-scheme' });

export function App() {
  useEffect(() => gatesFollowSession(sessionStore, () => void router().invalidate()), []);
  // Loaded after the first paint: it matters only once someone signs in (decisions 029 and 044).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./area-screens').then(({ keepAreaScreens }) => {
      if (!cancelled) stop = keepAreaScreens();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return (
    <MantineProvider
      {...shopLook}
      colorSchemeManager={colorSchemeManager}
      // A build writes the theme's variables and global classes into index.html's head once, from the
      // prerender (decision 047): computing them again cost the first render ~15 ms in one piece. The dev
      // server's page has no prerender.
      withCssVariables={import.meta.env.DEV}
      withGlobalClasses={import.meta.env.DEV}
    >
      <LocaleProvider>
        <Toasts />
        <ProfileLanguage />
        <AfterFirstPaint />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router()} />
        </QueryClientProvider>
      </LocaleProvider>
    </MantineProvider>
  );
}
