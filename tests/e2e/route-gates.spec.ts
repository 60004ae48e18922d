import { expect, test } from './fixtures';
import { DEMO, signIn, signOut } from './helpers';

const HOME_HEADING = 'Fresh meat, delivered across Nairobi';

test('a signed-out visitor opening an admin page is shown the home screen', async ({ page }) => {
  await page.goto('/allorders');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();
});

test('a customer opening /allorders lands on home', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/allorders');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();
});

test('an admin opening /allorders gets the page', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/allorders');
  await expect(page).toHaveURL(/\/allorders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

// The URL alone proves nothing at first (the gate waits for the session before redirecting), so each
// allowed page is recognised by what it shows.
for (const [who, allowed, heading, refused] of [
  ['staff', '/inventory', 'Inventory', '/farmerpage'],
  ['farmer', '/farmerpage', 'Karibu, Kipchoge', '/driverpage'],
  ['driver', '/driverpage', 'Today’s round', '/inventory'],
] as const) {
  test(`the ${who} enters ${allowed} but not ${refused}`, async ({ page }) => {
    await signIn(page, DEMO[who]);
    await page.goto(allowed);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${allowed}$`));
    await page.goto(refused);
    await expect(page).toHaveURL(/\/$/);
  });
}

test('signing out while on a gated page returns to home', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/allorders');
  await signOut(page);
  await page.goto('/allorders');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown address shows a not-found page', async ({ page }) => {
  await page.goto('/no-such-cut');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
