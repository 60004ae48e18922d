import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from '../../scripts/seed/people';
import { serverView } from './driver-fixtures';
import { DEMO, signIn } from './helpers';
import { answerOnPhone, uniquePhone } from './purchase-helpers';

// Four functions start cold on the way (quote, place, prompt, the payment callback): allow for their pace.
test.describe.configure({ timeout: 120_000 });
const CALLABLES = 30_000;

test('an Admin takes a phone order, the customer approves the M-Pesa prompt and sees the order in their account', async ({
  page,
  browser,
}) => {
  const phone = uniquePhone();
  const customer = await serverView().addCustomer(`254${phone.typed.slice(1)}`);

  await signIn(page, DEMO.admin);
  await page.goto('/neworder');
  await page.getByLabel('Search').fill(phone.typed);
  await page.getByRole('button', { name: 'Take the order of Wairimu Njeri' }).click();

  await page.getByRole('article', { name: 'Beef' }).getByRole('link', { name: 'Beef' }).click();
  await expect(page).toHaveURL(/\/choosebeef$/);
  await page.getByRole('button', { name: 'Choose Sirloin steak' }).click();
  const stepper = page.getByRole('group', { name: 'Weight of Sirloin steak' });
  for (let press = 0; press < 7; press++) await stepper.getByRole('button', { name: 'More' }).click();
  await expect(page.getByLabel('Estimate', { exact: true })).toContainText('Ksh 1,700');
  await page.getByRole('button', { name: 'Add to the order' }).click();

  const draft = page.getByRole('complementary', { name: 'Phone order' });
  await expect(draft.getByRole('list', { name: 'Phone order lines' })).toContainText('Sirloin steak · 2 kg');
  // The draft lives on this device: a reload loses nothing.
  await page.reload();
  await expect(draft.getByLabel('Estimated subtotal')).toHaveText('Ksh 1,700');
  await draft.getByRole('link', { name: 'Checkout' }).click();

  // The choices are saved to the draft on the device, then shown: click, and wait to see them.
  await page.getByRole('radio', { name: 'Home' }).click();
  await expect(page.getByRole('radio', { name: 'Home' })).toBeChecked();
  await page
    .getByRole('radiogroup', { name: 'Delivery window' })
    .getByRole('radio', { disabled: false })
    .first()
    .click();
  await expect(page.getByLabel('Total', { exact: true })).toHaveText('Ksh 1,950', { timeout: CALLABLES });
  await expect(page.getByLabel('M-Pesa number')).toHaveValue(phone.shown);
  await page.getByRole('button', { name: /^Place order and send the prompt/ }).click();

  await expect(page.getByText('Waiting for the customer to approve')).toBeVisible({ timeout: CALLABLES });
  const number =
    (await page
      .getByText(/^Order NY-/)
      .locator('strong')
      .textContent()) ?? '';
  await answerOnPhone(browser, phone.shown, 'Approve');
  await expect(page.getByText('The customer paid')).toBeVisible({ timeout: CALLABLES });

  const context = await browser.newContext();
  const own = await context.newPage();
  await signIn(own, customer.email, DEMO_PASSWORD);
  await own.goto('/user');
  const current = own.getByLabel('Current order');
  await expect(current.getByText(`Order ${number}`)).toBeVisible();
  await expect(current.getByText('Paid')).toBeVisible();
  await context.close();
});
