import { expect, test } from './fixtures';
import { choose, DEMO, signIn } from './helpers';

// A cold callable and the lots it makes; the page then reads them back.
const FUNCTIONS = 30_000;

test('staff cut the seeded goat carcass: the cuts arrive as lots carrying the farm, in stock at once', async ({
  page,
}) => {
  await signIn(page, DEMO.staff);
  await page.goto('/productionorders');
  await expect(page.getByRole('heading', { level: 1, name: 'Production' })).toBeVisible();
  await choose(page, 'Carcass', /Goat carcass · 14 kg · Kipchoge, Narok/);
  await choose(page, 'Butcher', 'Joseph Kariuki');
  // The template's shares start the weights; the butcher's scale says a little more leg.
  await expect(page.getByLabel('Kilograms of Goat leg')).toHaveValue('4.2');
  await page.getByLabel('Kilograms of Goat leg').fill('4.3');
  await expect(page.getByLabel('Mass balance')).toContainText('outputs 13.4 kg');
  await page.getByRole('button', { name: 'Post production order' }).click();

  await expect(page.getByRole('heading', { name: /^Production order PO-\d{4}$/ })).toBeVisible({
    timeout: FUNCTIONS,
  });
  const leg = page.getByRole('table', { name: 'Outputs' }).getByRole('row', { name: /Goat leg/ });
  await expect(leg).toContainText('4.3 kg');
  const lotNumber = (await leg.getByRole('cell').nth(4).textContent()) ?? 'no lot';
  expect(lotNumber).toMatch(/^L-\d{8}-/);

  await page.getByRole('link', { name: 'See the cuts in stock' }).click();
  await page.getByText('By lot').click();
  const lot = page
    .getByRole('table', { name: 'Stock by lot' })
    .getByRole('row', { name: new RegExp(lotNumber) });
  await expect(lot).toContainText('4.3 kg');
});
