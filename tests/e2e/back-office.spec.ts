import { expect, test } from './fixtures';
import { DEMO, signIn } from './helpers';

test('hovering and tabbing over "Sign out" leaves the user signed in; choosing it signs out', async ({
  page,
}) => {
  await signIn(page, DEMO.customer);
  await page.getByRole('button', { name: 'Account' }).click();
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await signOut.hover();
  await signOut.focus();
  await page.keyboard.press('Tab');
  // The router preloads a route on hover and focus; give a preload time to do harm, then prove it did none.
  await page.waitForTimeout(1500);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signing out ends by reloading home once this device's data is cleared.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('an Admin works in the back office: every area in the sidebar, the storefront one click away', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.getByRole('link', { name: 'Back office' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  for (const link of ['All orders', 'Items', 'Coupons', 'Users', 'Stock', 'Farmer orders', 'Forecast']) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }
  await sidebar.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Fresh meat, delivered across Nairobi' })).toBeVisible();
});

test('Inner staff see only the areas behind the counter, and are sent home from Admin screens', async ({
  page,
}) => {
  await signIn(page, DEMO.staff);
  await page.goto('/inventory');
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar.getByRole('link', { name: 'Stock' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'All orders' })).toHaveCount(0);
  await page.goto('/allorders');
  await expect(page).toHaveURL(/\/$/);
});

test('the back office fits a 360 px phone behind its menu button @phone', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/allorders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
