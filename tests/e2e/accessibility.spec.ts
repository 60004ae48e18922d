import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { DEMO, signIn, signOut } from './helpers';

/**
 * Every role's main pages on a phone, in both colour schemes (issue 12's "readable in the sun"): the
 * pages are opened as they are with the demo data, each checked once it has loaded.
 */
async function check(page: Page, path: string, loaded: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: loaded }).first()).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
}

test('a visitor’s pages pass axe in both colour schemes @phone', async ({ page }) => {
  test.setTimeout(120_000);
  await check(page, '/', 'Popular this week');
  await check(page, '/shop/beef', 'Beef');
  await check(page, '/shop/beef/beef-sirloin', 'Sirloin steak');
  await check(page, '/cart', 'Your cart');
  await check(page, '/signin', 'Sign in');
  await check(page, '/aboutus', 'About');
  await check(page, '/ourservicearea', 'Where we deliver');
});

test('a customer’s, a driver’s and an admin’s pages pass axe in both colour schemes @phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.customer);
  await check(page, '/user', 'Your account');
  await check(page, '/coopenorder', 'Order NY-1002');
  await signOut(page);

  await signIn(page, DEMO.driver);
  await check(page, '/driverpage', 'Today’s round');
  await signOut(page);

  await signIn(page, DEMO.admin);
  await check(page, '/allorders', 'Orders');
  await check(page, '/adminorder/order-1006', 'Order NY-1006');
  await check(page, '/items', 'Items');
  await check(page, '/allusers', 'Users');
});
