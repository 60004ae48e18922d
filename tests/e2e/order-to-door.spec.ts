import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, DEMO, signIn } from './helpers';
import {
  addFirstAddress,
  addToCart,
  answerOnPhone,
  chooseDelivery,
  signUpMidCheckout,
  textOnPhone,
  uniquePhone,
} from './purchase-helpers';

// A new order crosses four people and every function of the shop: allow for the emulators' pace.
test.describe.configure({ timeout: 240_000 });

const FUNCTIONS = 30_000;

async function staffPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('a new order for tomorrow goes from the cart to the door through screens only: paid, packed, weighed, moved to today, handed over, delivered with the code the customer got by SMS', async ({
  page: customer,
  browser,
}) => {
  const phone = uniquePhone();
  await addToCart(customer, 'Beef', 'Sirloin steak', 7);
  await customer.goto('/cart');
  await customer.getByRole('link', { name: 'Checkout' }).click();
  await chooseDelivery(customer, 'Westlands & Kilimani', 'Tomorrow');
  await signUpMidCheckout(customer, phone.typed);
  await addFirstAddress(customer, 'Westlands');
  await customer.getByRole('button', { name: /^Place order and pay/ }).click();
  await expect(customer.getByRole('heading', { name: 'Check your phone' })).toBeVisible({
    timeout: FUNCTIONS,
  });
  await answerOnPhone(browser, phone.shown, 'Approve');
  await expect(customer.getByText('Thank you! We have your payment')).toBeVisible({ timeout: FUNCTIONS });
  await customer.getByRole('link', { name: 'Follow your order' }).click();
  const status = customer.getByLabel('Order status', { exact: true });
  await expect(status).toHaveText('Paid');
  const number =
    (await customer.getByRole('heading', { level: 1 }).textContent())?.replace('Order ', '') ?? '';
  const code = (await customer.getByText(/Delivery code \d{4}/).textContent())?.match(/\d{4}/)?.[0] ?? '';

  // The Admin finds the new order on the board by the customer's phone and packs it.
  const admin = await staffPage(browser, DEMO.admin);
  await admin.goto(`/allorders?q=${phone.typed}`);
  const orders = admin.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2, { timeout: FUNCTIONS });
  await orders.getByRole('link', { name: number }).click();
  await expect(admin.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await choose(admin, 'Butcher', 'Joseph Kariuki');
  await admin.getByRole('button', { name: 'Start packing' }).click();
  await expect(status).toHaveText('Packing', { timeout: FUNCTIONS });

  await admin.getByLabel('Grams of Sirloin steak').fill('2030');
  await expect(admin.getByText('Within tolerance: the difference is absorbed.')).toBeVisible();
  await admin.getByRole('button', { name: 'Save weights' }).click();
  await expect(status).toHaveText('Weighed', { timeout: FUNCTIONS });
  await expect(customer.getByText('weighed 2.03 kg')).toBeVisible();
  await expect(customer.getByText('Within the weighing tolerance: nothing more to pay.')).toBeVisible();

  // Tomorrow's order leaves on its day: the Admin moves it to today first, and the customer reads when.
  await choose(admin, 'Driver', 'Hassan Abdi');
  await expect(admin.getByText('Not today’s delivery')).toBeVisible({ timeout: FUNCTIONS });
  await expect(admin.getByRole('button', { name: 'Hand to driver' })).toHaveCount(0);
  const move = admin.getByRole('form', { name: 'Move to today' });
  await choose(admin, 'Today’s window', 'Evening, 16:00–19:00');
  await move.getByLabel('Why today (the customer reads it)').fill('Our van passes Westlands tonight');
  await move.getByRole('button', { name: 'Move to today' }).click();
  await expect(admin.getByText('Moved to today. The customer is told.')).toBeVisible({ timeout: FUNCTIONS });
  await expect(customer.getByText('Today, Evening, 16:00–19:00')).toBeVisible({ timeout: FUNCTIONS });
  await expect(admin.getByRole('button', { name: 'Hand to driver' })).toBeEnabled({ timeout: FUNCTIONS });
  await admin.getByRole('button', { name: 'Hand to driver' }).click();
  await expect(status).toHaveText('Out for delivery', { timeout: FUNCTIONS });
  const orderId = new URL(admin.url()).pathname.split('/').at(-1) ?? '';

  // No device of the customer's took a push, so the code reached their phone by SMS.
  const text = await textOnPhone(browser, phone.typed, new RegExp(`Order ${number} is out for delivery`));
  expect(text).toContain(`Give the driver your code ${code}.`);

  // The driver opens the delivery and proves it with the code from the customer's SMS.
  const driver = await staffPage(browser, DEMO.driver);
  await driver.goto(`/driverorder?orderId=${orderId}`);
  await expect(driver.getByRole('heading', { name: `Delivery ${number}` })).toBeVisible();
  const form = driver.getByRole('form', { name: 'Delivered' });
  const texted = text.match(/your code (\d{4})/)?.[1] ?? '';
  for (const [index, digit] of [...texted].entries()) {
    await form.getByLabel(`Delivery code digit ${index + 1}`).fill(digit);
  }
  await form.getByRole('button', { name: 'Delivered' }).click();

  await expect(status).toHaveText('Delivered', { timeout: FUNCTIONS });
  const timeline = customer.getByLabel('Order status history');
  for (const step of ['Paid', 'Packing', 'Weighed', 'Out for delivery', 'Delivered']) {
    await expect(timeline).toContainText(step);
  }
  await expect(admin.getByText('Delivered: applied')).toBeVisible({ timeout: FUNCTIONS });
  // The texts it cost are counted for the Admin, as each was sent.
  await admin.goto('/adminsms');
  await expect(admin.getByLabel('Texts this month')).not.toHaveText('0');
  await expect(admin.getByLabel('Cost this month')).not.toHaveText('Ksh 0');
  await admin.goBack();
  // Every role's screen tells the same money afterwards: paid ahead, nothing to pay.
  for (const page of [customer, admin, driver]) {
    const money = page.getByLabel('Money');
    await expect(money.getByLabel('Paid before delivery')).toBeVisible();
    await expect(money.getByLabel('Still to pay')).toHaveText('Nothing');
  }
});
