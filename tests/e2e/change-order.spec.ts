import { expect, test } from './fixtures';
import { DEMO, signIn } from './helpers';
import {
  addFirstAddress,
  addToCart,
  answerOnPhone,
  chooseDelivery,
  signUpMidCheckout,
  uniquePhone,
} from './purchase-helpers';

// Placing, paying, changing and refunding run four functions, each cold-starting on a busy machine.
test.describe.configure({ timeout: 180_000 });

const FUNCTIONS = 30_000;

test('an Admin lowers the weight of a paid order: the order shows the new lines, total and refund, and so does the customer', async ({
  page: customer,
  browser,
}) => {
  // A paid order of its own (the seeded ones are other journeys'): 2.5 kg of sirloin, KES 2,375 delivered.
  const phone = uniquePhone();
  await addToCart(customer, 'Beef', 'Sirloin steak', 9);
  await customer.goto('/cart');
  await customer.getByRole('link', { name: 'Checkout' }).click();
  await chooseDelivery(customer, 'Westlands & Kilimani');
  await signUpMidCheckout(customer, phone.typed);
  await addFirstAddress(customer, 'Westlands');
  await customer.getByRole('button', { name: 'Place order and pay Ksh 2,375' }).click();
  // Placing and paying cold-start two functions one after the other.
  await expect(customer.getByRole('heading', { name: 'Check your phone' })).toBeVisible({
    timeout: 2 * FUNCTIONS,
  });
  await answerOnPhone(browser, phone.shown, 'Approve');
  await expect(customer.getByText('Thank you! We have your payment')).toBeVisible({ timeout: FUNCTIONS });
  await customer.getByRole('link', { name: 'Follow your order' }).click();
  await expect(customer.getByLabel('Order status', { exact: true })).toHaveText('Paid');

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/allorders?q=${phone.typed}`);
  const orders = admin.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2, { timeout: FUNCTIONS });
  await orders.getByRole('row').nth(1).getByRole('link').first().click();
  await admin.getByRole('link', { name: 'Change the order' }).click();
  await expect(admin.getByRole('heading', { name: /^Change order / })).toBeVisible();

  const sirloin = admin.getByRole('group', { name: 'Quantity of Sirloin steak' });
  await sirloin.getByRole('button', { name: 'Less' }).click();
  await sirloin.getByRole('button', { name: 'Less' }).click();
  await expect(sirloin).toContainText('2 kg');
  const preview = admin.getByRole('region', { name: 'After the change' });
  await expect(preview).toContainText('New total Ksh 1,950 (was Ksh 2,375)');
  await expect(preview).toContainText('Ksh 425 goes back to the customer.');
  await admin.getByRole('textbox', { name: /^Reason/ }).fill('The customer asked for less');
  await admin.getByRole('button', { name: 'Save the change' }).click();

  await expect(admin.getByRole('heading', { name: /^Order / })).toBeVisible({ timeout: FUNCTIONS });
  const lines = admin.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('row', { name: /Sirloin steak/ })).toContainText('2 kg');
  await expect(lines).toContainText('Ksh 1,950');
  await expect(admin.getByText('Ksh 425 goes back to the customer.')).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Refunds' })).toContainText('Ksh 425', {
    timeout: FUNCTIONS,
  });

  await expect(customer.getByText('Changed by the shop: The customer asked for less.')).toBeVisible();
  await expect(
    customer.getByRole('table', { name: 'Order lines' }).getByRole('row', { name: /Sirloin/ }),
  ).toContainText('2 kg');
  await expect(customer.getByLabel('Total', { exact: true })).toHaveText('Ksh 1,950');
  await expect(customer.getByText('Ksh 425 is refunded to you.')).toBeVisible();
});
