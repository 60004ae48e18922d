/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { AREA_SCREENS_CACHE, cacheAreaScreens } from './area-screens';
import { notificationUrl, parsePushPayload } from './push-payload';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The storefront's shell and screens, so the shop opens without a network (decision 029: staff and field
// screens wait for a sign-in, fonts for a page that uses them).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A rule of the Service Worker Static Routing API (Chromium 123 and later), which TypeScript's lib lacks. */
type RouterRule = {
  condition: { urlPattern: { pathname: string }; requestMethod: 'get' };
  source: 'cache';
};

/**
 * The build's scripts and styles (hashed names, so a cached copy is never stale) are answered by the
 * browser from Cache Storage without starting this worker's JavaScript for each: a signed-in screen asks
 * for a hundred modules before it can paint (docs/decisions/087-scripts-without-the-worker.md). A file in
 * no cache goes to the network and is not kept (an area's screens are cached at sign-in); browsers
 * without the API keep using the routes below.
 */
const STATIC_ROUTES: RouterRule[] = ['js', 'css'].map((extension) => ({
  condition: { urlPattern: { pathname: `/assets/*.${extension}` }, requestMethod: 'get' },
  source: 'cache',
}));
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
  // A browser that refuses the rules keeps the routes below: refused, they must not fail the install,
  // which would leave the shop without its offline copy.
  if (install.addRoutes) event.waitUntil(install.addRoutes(STATIC_ROUTES).catch(() => undefined));
});

// Every in-app URL is the single-page app; the router decides what to show.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

// Uploaded item photos (bundled illustrations are precached): served from the cache once seen, so the
// catalogue keeps its pictures offline, within limits a phone can afford.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'item-images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// The font weights the pages have used, kept once seen; an unseen weight falls back to the system font.
registerRoute(
  ({ request }) => request.destination === 'font',
  new CacheFirst({ cacheName: 'fonts', plugins: [new ExpirationPlugin({ maxEntries: 10 })] }),
);

// The screens of the areas someone signed in to, cached by cacheAreaScreens or, where the browser has no
// static routes (above), on their first use; their names carry a content hash, so a cached copy is never
// stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: AREA_SCREENS_CACHE }),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // A new version waits until the customer chooses "reload" (never a silent half-old app).
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'cacheAreaScreens') event.waitUntil(cacheAreaScreens(event.data));
});

// Web push: every push carries a PushPayload (@nyama/domain/orders/push) from the shop's functions.
self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
      ...(payload.tag ? { tag: payload.tag } : {}),
    }),
  );
});

// A tap opens the order in the app: an open window of the shop is focused and sent there, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = notificationUrl(event.notification.data);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((candidate) => new URL(candidate.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(url));
      const focused = await open.focus();
      await focused.navigate(url);
    }),
  );
});

// The browser renewed the subscription (keys rotated or expired): subscribe again with the same server
// key. The app stores the new one the next time the customer's order page checks it (features/storefront/push).
self.addEventListener('pushsubscriptionchange', (event) => {
  const applicationServerKey = event.oldSubscription?.options.applicationServerKey;
  if (!applicationServerKey) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey })
      .then(() => undefined),
  );
});
