import { expect, test } from './fixtures';
import { choose, DEMO, expectNoSideways, signIn } from './helpers';

// Hides are stock-only (decision 032): no order or other journey takes them, so the count below meets
// only what this journey received. On a phone's width: the store room has no desk.
test.use({ viewport: { width: 360, height: 740 } });

test('staff receive a lot, see it in stock, count it short and open the movement', async ({ page }) => {
  const supplier = `Journey tannery ${Date.now()}`;
  await signIn(page, DEMO.staff);

  await page.goto('/inventoryin');
  await expect(page.getByRole('heading', { level: 1, name: 'Goods in' })).toBeVisible();
  await expectNoSideways(page);
  await choose(page, 'Item', 'Hides and skins');
  await page.getByRole('textbox', { name: 'Quantity (kg)' }).fill('3');
  await page.getByRole('textbox', { name: 'Cost per kg' }).fill('35');
  await page.getByRole('textbox', { name: 'Supplier' }).fill(supplier);
  await page.getByRole('textbox', { name: 'Temperature on arrival' }).fill('4');
  // Nothing fills the use-by in: the receiver takes the shelf life's suggestion.
  await page.getByRole('button', { name: /^Suggested .*: use it$/ }).click();
  await page.getByRole('button', { name: 'Post receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt note RN-\d{4,}$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Hides and skins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt: Hides and skins' })).toBeVisible();
  const lotCell = page.getByRole('table', { name: 'Lots moved' }).getByRole('cell').first();
  await expect(lotCell).toHaveText(/^L-\d{8}-/);
  const lotNumber = (await lotCell.textContent()) ?? '';

  await page.goto('/inventory');
  await page.getByText('By lot').click();
  const lotRow = page
    .getByRole('table', { name: 'Stock by lot' })
    .getByRole('row', { name: new RegExp(lotNumber) });
  await expect(lotRow).toContainText(supplier);
  await expect(lotRow).toContainText('3 kg');

  await page.goto('/inventorydocs');
  await page.getByRole('button', { name: 'New stock count' }).click();
  await choose(page, 'What to count', 'Hides and skins');
  await page.getByRole('button', { name: 'Start the count' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Stock count SC-\d{4,}$/ })).toBeVisible({
    timeout: 30_000,
  });
  const labels = await page
    .getByRole('textbox', { name: /^Counted of / })
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
  for (const label of labels.filter((label) => label !== `Counted of ${lotNumber}`)) {
    await page
      .getByRole('button', { name: `Take ${label.slice('Counted of '.length)} off the count` })
      .click();
  }
  await expectNoSideways(page);
  await page.getByRole('textbox', { name: `Counted of ${lotNumber}` }).fill('2.75');
  await expect(page.getByRole('row', { name: new RegExp(lotNumber) })).toContainText('−250 g');
  await page.getByRole('button', { name: 'Post count' }).click();
  await expect(page.getByText('Posted', { exact: true })).toBeVisible({ timeout: 30_000 });
  // On paper: the document without the shell's header and the page's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Lines' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();

  await page.getByRole('link', { name: 'Hides and skins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock count: Hides and skins' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Lots moved' }).getByRole('row', { name: new RegExp(lotNumber) }),
  ).toContainText('−250 g');
  await expect(page.getByRole('link', { name: /^SC-\d{4,}$/ })).toBeVisible();
});
