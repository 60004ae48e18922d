import { expect, SERVICE_WORKER, test } from './fixtures';
import { DEMO, signIn, uniqueEmail } from './helpers';

test.use(SERVICE_WORKER);

test('a new customer signs up, completes the profile, signs out and in again', async ({ page }) => {
  const email = uniqueEmail('wanjiru');
  await page.goto('/usersignup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('sukuma-wiki');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('First name').fill('Wanjiru');
  await page.getByLabel('Surname').fill('Kamau');
  await page.getByLabel('Mobile number').fill('0712 345 678');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByLabel('First name')).toHaveValue('Wanjiru');
  await expect(page.getByLabel('Role')).toHaveText('User');
  await expect(page.getByText('You have no open order')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Surname')).toHaveValue('Kamau');

  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText('Sign in to see your details')).toBeVisible();

  await signIn(page, email, 'sukuma-wiki');
  await page.goto('/user');
  await expect(page.getByLabel('Mobile number')).toHaveValue('0712 345 678');
  await expect(page.getByText('You have no open order')).toBeVisible();
});

test('a returning customer sees their profile and current order', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/user');
  await expect(page.getByLabel('First name')).toHaveValue('Amina');
  const order = page.getByLabel('Current order');
  await expect(order.getByText('Order NY-1002')).toBeVisible();
  await expect(order.getByText('Out for delivery')).toBeVisible();
  await expect(order.getByText('Cube in bone')).toBeVisible();
  await expect(order.getByText('1.5 kg')).toBeVisible();
});

test('a wrong password is explained next to the field', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO.customer);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/password is not right/)).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test('an email already in use and a short password are refused with sentences', async ({ page }) => {
  await page.goto('/usersignup');
  await page.getByLabel('Email').fill(DEMO.customer);
  await page.getByRole('textbox', { name: 'Password' }).fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The password needs at least 6 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill('123456');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
});

test('a signed-in session survives a reload', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await page.goto('/user');
  await expect(page.getByLabel('First name')).toHaveValue('Amina');
});

test('a forgotten password is reset by email', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.customer);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${DEMO.customer}`)).toBeVisible();
});

test('the open order explains notifications before the browser is asked', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/coopenorder');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card).toContainText('We can send a notification to this device when your order is paid');
  await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  // Never a prompt on load: the permission is still the browser's default.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
});
