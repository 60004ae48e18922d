import type { Page } from '@playwright/test';
import { expect, SERVICE_WORKER, test } from './fixtures';
import {
  areaFiles,
  cachedPaths,
  DEMO,
  goOffline,
  goOnline,
  signIn,
  signOut,
  waitForAreaScreens,
} from './helpers';
import { m, SW } from './words';

test.use(SERVICE_WORKER);

test('the app installs: manifest, icons and a controlling service worker', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
    screenshots: { src: string; form_factor: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Nyama Shop: fresh meat delivered',
    short_name: 'Nyama Shop',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const image of [...manifest.icons, ...manifest.screenshots])
    expect((await request.get(image.src)).headers()['content-type']).toBe('image/png');

  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // A visitor's precache holds the storefront, not the staff's and drivers' screens (decision 029).
  const precached = await cachedPaths(page, 'workbox-precache');
  expect(precached).toContain('/index.html');
  const staffAndField = await areaFiles(page);
  expect(staffAndField.length).toBeGreaterThan(0);
  expect(precached.filter((file) => staffAndField.includes(file))).toEqual([]);
});

test("the build's scripts and styles come from Cache Storage without the worker's JavaScript, and a file no cache holds from the network", async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Blink's memory cache would answer a reload's files before any route: off, as on a cold start.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload();
  await expect(page.getByRole('article', { name: 'Cube in bone' })).toBeVisible();
  // A staff screen is in no cache before someone of its area signs in (decision 029).
  const uncached = (await areaFiles(page)).find((file) => file.endsWith('.js'));
  const sources = await page.evaluate(async (uncached) => {
    const response = await fetch(uncached ?? '');
    // Its timing entry is written once the body has arrived.
    await response.text();
    type Routed = PerformanceResourceTiming & {
      workerMatchedSourceType: string;
      workerFinalSourceType: string;
    };
    const built = (performance.getEntriesByType('resource') as Routed[]).filter((entry) =>
      /^\/assets\/.+\.(js|css)$/.test(new URL(entry.name).pathname),
    );
    const fetched = built.find((entry) => new URL(entry.name).pathname === uncached);
    const pageFiles = built.filter((entry) => entry !== fetched);
    return {
      status: response.status,
      fetched: fetched && `${fetched.workerMatchedSourceType} → ${fetched.workerFinalSourceType}`,
      styles: pageFiles.filter((entry) => entry.name.endsWith('.css')).length,
      pageSources: pageFiles.map((entry) => entry.workerFinalSourceType),
    };
  }, uncached);
  // Decision 087: every script and style the page loaded was answered by a static route from the precache.
  expect(sources.pageSources.length).toBeGreaterThan(10);
  expect(sources.styles).toBeGreaterThan(0);
  expect(new Set(sources.pageSources)).toEqual(new Set(['cache']));
  expect(sources).toMatchObject({ status: 200, fetched: 'cache → network' });
});

test('a repeat visit offline shows the catalogue and the current order', async ({ page, context }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Cube in bone' })).toBeVisible();
  // A group opened once is saved on the device too (the REST reads have no cache; decisions 044, 046).
  await page.goto('/shop/beef');
  await expect(page.getByRole('article', { name: 'Sirloin steak' })).toBeVisible();
  // A first visit's page may come served with its items (decision 048): the copy is saved once the app
  // has read them again.
  await expect.poll(() => storedText(page, 'nyama-catalog', 'snapshots')).toContain('group:beef');
  await page.goto('/coopenorder');
  await expect(page.getByRole('heading', { name: 'Order NY-1002' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The order is kept in the app's own snapshot too, so it paints before the Firestore SDK loads.
  await expect.poll(() => storedText(page, 'nyama-session', 'currentOrders')).toContain('NY-1002');
  // The order's page is checkout's, cached once a customer signs in rather than for every visitor.
  await waitForAreaScreens(page, 'checkout');

  await goOffline(context);
  // Playwright's emulation resets navigator.onLine on a new document, so the indicator is checked here.
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order NY-1002' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Cube in bone' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await page.goto('/shop/beef');
  await expect(page.getByRole('article', { name: 'Sirloin steak' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'saved on this phone' })).toBeVisible();
  await page.goto('/shop/beef/beef-sirloin');
  await expect(page.getByRole('heading', { name: 'Sirloin steak' })).toBeVisible();
});

test("a first visit to a served group's page keeps the home page's catalogue for offline, without reading it again", async ({
  page,
  context,
}) => {
  const homeReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/documents/catalogue/home')) homeReads.push(request.url());
  });
  const response = await page.goto('/shop/beef');
  // Served with its answers (decision 048): the home catalogue for the groups' names among them.
  expect(await response?.text()).toContain('id="served-catalogue"');
  await expect(page.getByRole('article', { name: 'Sirloin steak' })).toBeVisible();
  // The copies come from the page's answers, saved by the worker (decision 054).
  await expect.poll(() => storedText(page, 'nyama-catalog', 'snapshots')).toContain('"key":"featured"');
  expect(await storedText(page, 'nyama-catalog', 'snapshots')).toContain('"key":"groups"');
  expect(homeReads).toEqual([]);

  await page.evaluate(() => navigator.serviceWorker.ready);
  await goOffline(context);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Cube in bone' })).toBeVisible();

  // Still offline, the visitor switches to Kiswahili: the page speaks it at once, and a reload from the
  // phone paints the Kiswahili frame and keeps it (decision 072).
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.getByRole('heading', { name: m.home_categories({}, SW) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
  await page.reload();
  await expect(page.getByRole('heading', { name: m.home_categories({}, SW) })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Cube in bone' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
});

/** What one of the app's Dexie stores on this device holds, as text ('' while it does not exist). */
async function storedText(page: Page, database: string, store: string): Promise<string> {
  return page.evaluate(
    ({ database, store }) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open(database);
        // A database the app has not created yet stays uncreated: opened here at version 1 and held, it
        // blocked the app's own first open (Dexie's upgrade) and so the save this test waits for.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          const done = (text: string) => {
            db.close();
            resolve(text);
          };
          if (!db.objectStoreNames.contains(store)) return done('');
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => done(JSON.stringify(all.result));
          all.onerror = () => done('');
        };
        open.onerror = () => resolve('');
      }),
    { database, store },
  );
}

/** Everything this origin keeps in IndexedDB, as text (Firestore's cache, the cart, the driver's data). */
async function cachedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        texts.push(JSON.stringify(rows));
      }
      db.close();
    }
    return texts.join('\n');
  });
}

test('signing out removes the personal data cached on this device', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/coopenorder');
  await expect(page.getByRole('heading', { name: 'Order NY-1002' })).toBeVisible();
  // The order and the customer's name are on this device before signing out.
  await expect.poll(() => cachedText(page)).toContain('NY-1002');
  await expect.poll(() => cachedText(page)).toContain('Amina');

  await signOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Cube in bone' })).toBeVisible();
  const after = await cachedText(page);
  expect(after).not.toContain('NY-1002');
  expect(after).not.toContain('Amina');
});

test('signing in and signing up say they need the internet while offline', async ({ page, context }) => {
  for (const path of ['/signin', '/usersignup']) {
    await page.goto(path);
    await expect(page.getByLabel('Email')).toBeVisible();
    await goOffline(context);
    await expect(
      page.getByText('You are offline. Signing in and creating an account need the internet.'),
    ).toBeVisible();
    await expect(page.locator('form button[type="submit"]')).toBeDisabled();
    await goOnline(context);
  }
});
