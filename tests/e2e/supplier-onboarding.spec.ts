import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { DEMO, signIn, uniqueEmail } from './helpers';

// A cold callable, an account made and a reset code generated.
const FUNCTIONS = 30_000;

test('a farmer applies from the public page, staff approve, and the new farmer sets a password and reaches their page', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('wanjiru');
  // A number no other run has used: the shop takes one waiting application per phone.
  const phone = `07${String(Date.now()).slice(-8)}`;

  await page.goto('/lookingforsuppliers');
  await expect(page.getByRole('article', { name: 'Wanted: goat' })).toContainText(
    '60 goat, before Christmas',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Apply to supply us' }).click();

  const form = page.getByRole('form', { name: 'Supplier application' });
  await form.getByLabel(/Your full name/).fill('Wanjiru Kamau Njoroge');
  await form.getByLabel(/Mobile number/).fill(phone);
  await form.getByLabel(/^Email/).fill(email);
  await form
    .getByRole('textbox', { name: /^County/ })
    .or(form.getByRole('combobox', { name: /^County/ }))
    .fill('Nyan');
  await page.getByRole('option', { name: 'Nyandarua' }).click();
  await form.getByLabel(/^Location/).fill('Ol Kalou');
  // A MultiSelect's own input is a sliver inside its box: the box is what a finger taps.
  await form.locator('.mantine-MultiSelect-input').click();
  await page.getByRole('option', { name: 'sheep' }).click();
  await form.getByLabel(/Animals a month/).fill('15');
  await form.getByLabel(/Typical live weight/).fill('40');
  await form.getByLabel('I bring the animals to the shop').check();
  await form.getByLabel(/The shop may call/).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Received, waiting for review')).toBeVisible({ timeout: FUNCTIONS });
  const statusLink = page.url();
  expect(statusLink).toContain('application=');

  const shop = await browser.newContext();
  const staff = await shop.newPage();
  await signIn(staff, DEMO.staff);
  await staff.goto('/supplierapplications');
  await staff.getByRole('link', { name: 'Wanjiru Kamau Njoroge' }).click();
  await staff.getByRole('button', { name: 'Approve as a farmer' }).click();
  const passwordLink = (await staff.getByTestId('password-link').textContent({ timeout: FUNCTIONS })) ?? '';
  expect(passwordLink).toContain('/resetpassword?oobCode=');
  await shop.close();

  await page.goto(passwordLink);
  await page.getByLabel('New password', { exact: false }).first().fill('shamba-2026');
  await page.getByLabel(/Repeat it/).fill('shamba-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set')).toBeVisible({ timeout: FUNCTIONS });

  await signIn(page, email, 'shamba-2026');
  await page.goto('/farmerpage');
  await expect(page.getByRole('heading', { level: 1, name: 'Karibu, Wanjiru' })).toBeVisible();
  await expect(page.getByText('The shop has not sent you an order yet.')).toBeVisible();

  await page.goto(statusLink);
  await expect(page.getByText('Approved', { exact: true })).toBeVisible({ timeout: FUNCTIONS });
});
