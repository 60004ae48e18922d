import { expect, test } from './fixtures';
import { DEMO, signIn } from './helpers';

test('an Admin changes a price from now, and a customer sees it on the item page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin);
  await page.goto('/items');
  await page.getByLabel('Search').fill('Beef liver');
  await page
    .getByRole('table', { name: 'Items' })
    .getByRole('row', { name: /Beef liver/ })
    .click();
  const editor = page.getByRole('dialog', { name: 'Beef liver' });
  await editor.getByLabel('New price per kg').fill('650');
  await editor.getByRole('button', { name: 'Change price' }).click();
  await expect(page.getByText('Price saved.')).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByText('History')).toBeVisible();

  const customer = await (await browser.newContext()).newPage();
  await customer.goto('/shop/beef/beef-liver');
  await expect(customer.getByRole('heading', { level: 1, name: 'Beef liver' })).toBeVisible();
  await expect(customer.getByText('Ksh 650', { exact: true })).toBeVisible();
});
