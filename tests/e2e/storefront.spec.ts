import { expect, SERVICE_WORKER, test } from './fixtures';
import { expectNoSideways } from './helpers';
import { m, SW } from './words';

test.use(SERVICE_WORKER);

test('the home page shows the six groups and featured items from the seed @phone', async ({ page }) => {
  await page.goto('/');
  for (const group of ['Beef', 'Chicken', 'Goat & mutton', 'Rabbit', 'Cheese', 'Spices']) {
    await expect(
      page.getByRole('region', { name: 'Shop by category' }).getByText(group, { exact: true }),
    ).toBeVisible();
  }
  const cube = page.getByRole('article', { name: 'Cube in bone' });
  await expect(cube).toContainText('per kg');
  await expect(cube).toContainText('650');
  await expectNoSideways(page);
});

test('the service area lists the delivery zones with fees @phone', async ({ page }) => {
  await page.goto('/ourservicearea');
  await expect(page.getByRole('heading', { name: 'Westlands & Kilimani' })).toBeVisible();
  await expect(page.getByText('Free delivery from Ksh 4,000').first()).toBeVisible();
  await expectNoSideways(page);
});

test('the phone menu reaches the information pages @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).last().click();
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expectNoSideways(page);
});

test('the colour scheme follows the system and can be switched, in the shop’s palette', async ({ page }) => {
  // The theme's variables are written once into the page's head (decision 047): they must outlive the
  // prerendered frame, which the app replaces, and follow the scheme.
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled'),
    );
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('[data-frame]')).toHaveCount(0);
  expect(await primary()).toBe('#3f3f46');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await primary()).toBe('#27272a');
});

test("the first paint is the app's own markup, prerendered for the address, until the app replaces it", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/data-frame="home"[^>]*>[\s\S]*<h1[^>]*>Fresh meat, delivered across Nairobi<\/h1>/);
  expect(html).toMatch(/data-frame="cart"[^>]*>[\s\S]*<h1[^>]*>Your cart<\/h1>/);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expect(page.locator('[data-frame]')).toHaveCount(0);
});

test('the shop’s fonts, built without their hinting, load and draw in Chromium', async ({ page }) => {
  await page.goto('/');
  // Chromium checks every font it is given (its sanitizer is stricter than the build's HarfBuzz) and
  // refuses one it cannot read: `load()` then rejects, and the text silently falls back (decision 085).
  const faces = await page.evaluate(async () => {
    const declared: FontFace[] = [];
    document.fonts.forEach((face) => declared.push(face));
    return Promise.all(
      declared.map(async (face) => {
        await face.load();
        return `${face.family} ${face.weight} ${face.status}`;
      }),
    );
  });
  expect(faces.sort()).toEqual([
    'League Spartan 600 loaded',
    'League Spartan 700 loaded',
    'Ubuntu 400 loaded',
    'Ubuntu 700 loaded',
  ]);
  // The file a page preloads is the unhinted one: @fontsource's Ubuntu 400 is 34.9 KB.
  const preloaded = await page
    .locator('link[rel="preload"][as="font"][href*="ubuntu-latin-400"]')
    .getAttribute('href');
  const font = await page.request.get(preloaded ?? '/missing');
  expect((await font.body()).length).toBeLessThan(16_000);
});

test('when the app cannot be fetched, the frame stays and says so instead of going blank', async ({
  page,
  browser,
}) => {
  await page.route('**/assets/start-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(
    'The shop could not load. Check your connection, then reload the page.',
    { useInnerText: true },
  );
  await expect(page.getByRole('heading', { name: 'Fresh meat, delivered across Nairobi' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fresh meat, delivered across Nairobi' })).toBeHidden();

  // A phone that speaks Kiswahili is shown the Kiswahili frame, before any of the app's script runs.
  const kiswahili = await browser.newContext({ locale: 'sw-KE' });
  const phone = await kiswahili.newPage();
  await phone.route('**/assets/start-*.js', (route) => route.abort('internetdisconnected'));
  await phone.goto('/');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'sw-KE');
  await expect(phone.getByRole('alert')).toHaveText(
    'Duka halikuweza kufunguka. Angalia mtandao wako, kisha upakie ukurasa upya.',
    { useInnerText: true },
  );
  await expect(phone.getByRole('heading', { name: m.home_title({}, SW) })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Fresh meat, delivered across Nairobi' })).toBeHidden();
  await kiswahili.close();
});

test('a served page naming another release’s entry stays a page to browse and says the shop could not load', async ({
  page,
  request,
}) => {
  // Hosting answers a file it does not have with index.html: what a page served just before a release
  // (its function or a CDN still holding the last one's file names) meets until it is served again.
  const served = await (await request.get('/shop/beef')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(served)?.[1];
  if (!entry) throw new Error('The served page names no entry script');
  await page.route(`**${entry}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Nyama Shop</title>',
    }),
  );
  await page.goto('/shop/beef');
  await expect(page.getByRole('alert')).toHaveText(
    'The shop could not load. Check your connection, then reload the page.',
    { useInnerText: true },
  );
  await page
    .getByRole('link', { name: /Sirloin steak/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/shop\/beef\/beef-sirloin$/);
  await expect(page.getByRole('heading', { name: 'Sirloin steak', level: 1 })).toBeVisible();
});

test('a Kiswahili phone is offered the shop to install under its Kiswahili name', async ({ browser }) => {
  const kiswahili = await browser.newContext({ locale: 'sw-KE' });
  const phone = await kiswahili.newPage();
  await phone.goto('/');
  await expect(phone.getByRole('heading', { name: m.home_title({}, SW) })).toBeVisible();
  const manifest = phone.locator('link[rel="manifest"]');
  await expect(manifest).toHaveAttribute('href', '/manifest.sw-KE.webmanifest');
  const served = await phone.request.get('/manifest.sw-KE.webmanifest');
  expect(served.ok()).toBe(true);
  expect(await served.json()).toMatchObject({
    name: m.shell_manifest_name({}, SW),
    short_name: 'Nyama Shop',
    lang: 'sw-KE',
    start_url: '/',
  });
  await kiswahili.close();
});

test("a served item's page becomes the app, without an error, and takes an order @phone", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/shop/beef/beef-sirloin');
  await page
    .getByRole('group', { name: 'Weight of Sirloin steak' })
    .getByRole('button', { name: 'More' })
    .click();
  await expect(page.getByText('500 g', { exact: true })).toBeVisible();
  // A first visit reads no cart and creates none until the first line (decision 052)…
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  expect(await databases()).not.toContain('nyama-cart');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('of Sirloin steak to your cart')).toBeVisible();
  // …and the header follows the cart that line created.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await databases()).toContain('nyama-cart');
  await expect(page.locator('[data-frame]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a browser that refuses storage keeps the shop open, says the cart cannot be kept, and keeps it once storage returns @phone', async ({
  page,
}) => {
  // Every database's opening fails while the page's switch is on: storage blocked for the site, or full.
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    Object.assign(window, { refuseStorage: true });
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      if (Reflect.get(window, 'refuseStorage') === true) {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      }
      return open.call(this, name, version);
    };
  });
  await page.goto('/shop/beef/beef-sirloin');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByText('Nothing was added: this phone could not save it.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sirloin steak' })).toBeVisible();

  // Within the app, as a customer goes: the cart says why it is not there and offers to try again.
  await page.getByRole('link', { name: 'Cart, empty' }).click();
  await expect(page.getByText('Your cart could not be opened')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toHaveCount(0);

  await page.evaluate(() => Object.assign(window, { refuseStorage: false }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('of Sirloin steak to your cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("a group's and an item's pages are served with their catalogue, before any script runs @phone", async ({
    page,
  }) => {
    // Behind Hosting's /shop/** (decision 048): what a link preview, a search engine or a phone whose
    // app has not loaded yet sees.
    await page.goto('/shop/beef');
    await expect(page.getByRole('heading', { level: 1, name: 'Beef' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Sirloin steak' })).toContainText('Ksh 850 per kg');
    await page.goto('/shop/beef/beef-sirloin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sirloin steak' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Ksh 850per kg');
    await expect(page.getByRole('main')).toContainText('15 kg in stock');
    // Its illustration is drawn in the page (decision 050), at the picture's size, with no script.
    const drawing = page.getByRole('img', { name: 'Sirloin steak' }).locator('svg');
    await expect(drawing).toBeVisible();
    expect((await drawing.boundingBox())?.width).toBe(160);
    // Its layout is served with it: on a wide screen the picture stands beside the title, not above.
    await page.setViewportSize({ width: 1280, height: 800 });
    const picture = (await drawing.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const title = await page.getByRole('heading', { level: 1, name: 'Sirloin steak' }).boundingBox();
    expect(title?.x).toBeGreaterThan(picture.x + picture.width);
    expect(title?.y).toBeLessThan(picture.y + picture.height);
  });
});
