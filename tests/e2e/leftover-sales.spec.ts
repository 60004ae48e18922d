import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { choose, DEMO, signIn } from './helpers';

// A cold callable, a ledger posting and the page read back.
const FUNCTIONS = 30_000;

test('staff sell bones from a lot to a buyer, the lot gives them, and the paid sale goes to the archive', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.staff);
  await page.goto('/buyers');
  await expect(page.getByRole('table', { name: 'Buyers of leftovers' })).toContainText('Mbwa Bora Pet Foods');

  await page.goto('/inventleftoverorders');
  await page.getByRole('button', { name: 'New sale' }).click();
  await choose(page, 'Buyer', 'Mbwa Bora Pet Foods');
  await choose(page, 'Lot', /^Bones · L-\d{8}-\w+ · 25 kg/);
  await expect(page.getByLabel(/Price per kg/)).toHaveValue('Ksh 60');
  await page.getByLabel(/Quantity \(kg\)/).fill('10');
  await page.getByRole('button', { name: 'Invoice and take the stock' }).click();

  await expect(page.getByRole('heading', { name: /^Sale of leftovers LS-\d{4}$/ })).toBeVisible({
    timeout: FUNCTIONS,
  });
  const lines = page.getByRole('table', { name: 'Lines', exact: true });
  await expect(lines).toContainText('10 kg');
  const lotNumber = ((await lines.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await expectAccessible(page);
  const saleUrl = page.url();

  await page.goto('/inventory');
  await page.getByText('By lot').click();
  await expect(
    page.getByRole('table', { name: 'Stock by lot' }).getByRole('row', { name: new RegExp(lotNumber) }),
  ).toContainText('15 kg');

  await page.goto(saleUrl);
  const payment = page.getByRole('form', { name: 'Record a payment' });
  await payment.getByLabel(/Reference/).fill('QKB0NES600');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: FUNCTIONS });

  await page.goto('/invarhleftoverorders');
  await expect(page.getByRole('table', { name: 'Totals per buyer' })).toContainText('Mbwa Bora Pet Foods');
  await expect(page.getByRole('table', { name: 'Finished leftover sales' })).toContainText('Bones');
});
