import { expect, test } from '@playwright/test';
import { DEMO, goOffline, signIn } from './helpers';

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
  };
  expect(manifest).toMatchObject({ short_name: 'Nyama Shop', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');

  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('a repeat visit offline shows the catalogue and the current order', async ({ page, context }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Cube in bone' })).toBeVisible();
  await page.goto('/coopenorder');
  await expect(page.getByRole('heading', { name: 'Order NY-1002' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order NY-1002' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Cube in bone' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
});
