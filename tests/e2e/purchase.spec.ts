import type { Page } from '@playwright/test';
import { expect, SERVICE_WORKER, test } from './fixtures';
import { expectAccessible } from './a11y';
import { DEMO, expectNoSideways, goOffline, goOnline, reloadOffline } from './helpers';
import {
  addFirstAddress,
  addToCart,
  answerOnPhone,
  chooseDelivery,
  signUpMidCheckout,
  uniquePhone,
} from './purchase-helpers';

test.use(SERVICE_WORKER);

// Whole journeys through the emulators, the functions and the payment simulators: allow for their pace.
test.describe.configure({ timeout: 120_000 });

/** Placing and paying run two functions, each cold-starting in the emulator on a busy 2-core machine. */
const CALLABLES = 30_000;

const amount = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a new customer buys 1.5 kg of sirloin and a broiler with a coupon, and pays by M-Pesa', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  await addToCart(page, 'Beef', 'Sirloin steak', 5);
  await expect(page.getByTestId('quantity')).toHaveText('1.5 kg');
  await expect(page.getByLabel('Estimate')).toContainText('Ksh 1,275');
  await expect(page.getByText('within ±10% of the estimate')).toBeVisible();
  await addToCart(page, 'Chicken', 'Whole broiler', 0);

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  const lines = page.getByRole('list', { name: 'Cart lines' });
  await expect(lines.getByRole('listitem', { name: 'Sirloin steak' })).toContainText('1.5 kg');
  await expect(lines.getByRole('listitem', { name: 'Whole broiler' })).toContainText('about 1.4 kg');
  await expect(amount(page, 'Estimated subtotal')).toHaveText('Ksh 1,925');
  await page.getByRole('link', { name: 'Checkout' }).click();

  await chooseDelivery(page, 'Westlands & Kilimani');
  await signUpMidCheckout(page, phone.typed);
  await addFirstAddress(page, 'Westlands');

  // The journey's first quote wakes quoteOrder up: a cold function on a busy machine.
  await expect(amount(page, 'Subtotal')).toHaveText('Ksh 1,925', { timeout: CALLABLES });
  await expect(amount(page, 'Delivery')).toHaveText('Ksh 250');
  await expect(amount(page, 'Total')).toHaveText('Ksh 2,175');
  await page.getByLabel('Coupon code').fill('jamhuri');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The code JAMHURI is not valid.')).toBeVisible();
  await page.getByLabel('Coupon code').fill('karibu10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('KARIBU10 is applied.')).toBeVisible();
  await expect(amount(page, 'Discount (KARIBU10)')).toHaveText('−Ksh 192.50');
  await expect(amount(page, 'Total')).toHaveText('Ksh 1,983');
  await expectAccessible(page);

  await expect(page.getByLabel('M-Pesa number')).toHaveValue(phone.shown);
  await page.getByRole('button', { name: 'Place order and pay Ksh 1,983' }).click();
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible({ timeout: CALLABLES });
  await expect(page.getByText(`to ${phone.shown}`)).toBeVisible();
  await expectAccessible(page);
  await answerOnPhone(browser, phone.shown, 'Approve');

  await expect(page.getByText('Thank you! We have your payment')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Follow your order' }).click();
  await expect(page.getByLabel('Order status', { exact: true })).toHaveText('Paid');
  const ordered = page.getByRole('table', { name: 'Order lines' });
  await expect(ordered.getByRole('row', { name: /Sirloin steak/ })).toContainText('1.5 kg');
  await expect(amount(page, 'Total')).toHaveText('Ksh 1,983');
  const timeline = page.getByLabel('Order status history');
  for (const status of ['Pending', 'Awaiting payment', 'Paid']) await expect(timeline).toContainText(status);
  await expect(page.getByText(/Delivery code \d{4}/)).toBeVisible();
});

test('a cancelled M-Pesa prompt is explained, and trying again pays the same order', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  await addToCart(page, 'Rabbit', 'Whole rabbit', 1);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await chooseDelivery(page, 'Westlands & Kilimani');
  await signUpMidCheckout(page, phone.typed);
  await addFirstAddress(page, 'Westlands');

  await page.getByRole('button', { name: 'Place order and pay Ksh 3,050' }).click();
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible({ timeout: CALLABLES });
  await answerOnPhone(browser, phone.shown, 'Cancel');
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toContainText(
    'You cancelled the M-Pesa prompt',
    { timeout: 30_000 },
  );

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByText(/is placed and waiting for payment/)).toBeVisible();
  await expect(page.getByText('The last payment did not go through')).toBeVisible();
  await page.getByRole('button', { name: 'Pay Ksh 3,050' }).click();
  await expect(page.getByRole('heading', { name: 'Check your phone' })).toBeVisible({ timeout: CALLABLES });
  await answerOnPhone(browser, phone.shown, 'Approve');
  await expect(page.getByText('Thank you! We have your payment')).toBeVisible({ timeout: 30_000 });
});

test('a pickup order is paid by card on the test card page', async ({ page }) => {
  const phone = uniquePhone();
  await addToCart(page, 'Cheese', 'Gouda (250 g)', 1);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await chooseDelivery(page, null);
  await signUpMidCheckout(page, phone.typed);

  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(amount(page, 'Delivery')).toHaveText('Pickup');
  await expect(amount(page, 'Total')).toHaveText('Ksh 1,400');
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Place order and pay Ksh 1,400' }).click();

  await page.waitForURL(/:7071\/checkout\//);
  await page.getByRole('button', { name: /Pay with test card/ }).click();
  await page.waitForURL(/\/paymentprocess/);
  await expect(page.getByText('Thank you! We have your payment')).toBeVisible({ timeout: 30_000 });
});

test('the cart survives a reload, going offline and signing in mid-checkout', async ({ page, context }) => {
  await addToCart(page, 'Beef', 'Beef mince', 2);
  await addToCart(page, 'Spices', 'Pilau masala (100 g)', 0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Cart lines' });
  await expect(lines.getByRole('listitem', { name: 'Beef mince' })).toContainText('1 kg');
  // Offline, the app itself comes from the service worker's precache: let it install and take the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await reloadOffline(page, context);
  await expect(lines.getByRole('listitem', { name: 'Beef mince' })).toContainText('1 kg');
  await expect(page.getByText('You are offline. Prices and stock are as you last saw them')).toBeVisible();
  await goOnline(context);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await chooseDelivery(page, null);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.customer);
  await page.getByRole('textbox', { name: 'Password' }).fill('nyama1234');
  await page.getByRole('button', { name: 'Sign in and continue' }).click();
  await expect(page.getByText('Amina Otieno')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const ordered = page.getByRole('table', { name: 'Order lines' });
  await expect(ordered.getByRole('row', { name: /Beef mince/ })).toContainText('1 kg');
  await page.reload();
  await expect(ordered.getByRole('row', { name: /Pilau masala/ })).toBeVisible();
  await expect(amount(page, 'Delivery')).toHaveText('Pickup');

  // Without signal, paying says it needs a connection instead of failing obscurely.
  await goOffline(context);
  await expect(page.getByText('You are offline. Paying needs a connection')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Place order and pay/ })).toBeDisabled();
});

test('the catalogue, cart and checkout fit a 360 px phone @phone', async ({ page }) => {
  await page.goto('/shop/beef/beef-cube-in-bone');
  await expect(page.getByRole('heading', { level: 1, name: 'Cube in bone' })).toBeVisible();
  await expect(page.getByText('VAT exempt')).toBeVisible();
  await expectNoSideways(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('listitem', { name: 'Cube in bone' })).toBeVisible();
  await expectNoSideways(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery or pickup' })).toBeVisible();
  await expectNoSideways(page);
});

test('an unknown group or item is a missing page', async ({ page }) => {
  await page.goto('/shop/pork');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/shop/beef/no-such-cut');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
