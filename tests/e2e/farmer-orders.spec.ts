import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { choose, DEMO, signIn } from './helpers';
import { ETIMS_INVOICES_URL } from '../../simulators/config';

// A cold callable, a ledger posting and the page read back.
const FUNCTIONS = 30_000;

test('staff weigh in a farmer’s sheep, cut the carcass into lots that carry the farm, and pay the farmer, whose statement names KRA’s invoice for them', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.staff);
  await page.goto('/inventfarmerorders');
  await expect(page.getByRole('heading', { level: 1, name: 'Farmer orders' })).toBeVisible();
  const open = page.getByRole('table', { name: 'Open farmer orders' });
  await expect(open.getByRole('row', { name: /FO-0006/ })).toContainText('Counter-offer');
  await expectAccessible(page);
  await open
    .getByRole('row', { name: /6 sheep/ })
    .getByRole('link')
    .click();

  const heading = page.getByRole('heading', { name: /^Farmer order FO-\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())?.replace('Farmer order ', '') ?? '';
  const weighIn = page.getByRole('form', { name: 'Weigh in' });
  await weighIn.getByLabel(/Carcass weight/).fill('104.5');
  await expect(weighIn).toContainText('Owed to the farmer: Ksh');
  await choose(page, 'Grade', 'standard');
  await weighIn.getByLabel(/Inspection stamp/).fill('KE-NRK-5120');
  await weighIn.getByRole('button', { name: 'Weigh in' }).click();
  const delivery = page.getByRole('region', { name: 'Delivery and payments' });
  await expect(delivery).toContainText('104.5 kg', { timeout: FUNCTIONS });
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  const orderUrl = page.url();

  // The carcass waits in the cold room under the farmer's name, and the butcher cuts it.
  await page.goto('/productionorders');
  await choose(page, 'Carcass', /Sheep carcass · 104\.5 kg · Kipchoge, Narok/);
  await choose(page, 'Butcher', 'Joseph Kariuki');
  await page.getByRole('button', { name: 'Post production order' }).click();
  await expect(page.getByRole('heading', { name: /^Production order PO-\d{4}$/ })).toBeVisible({
    timeout: FUNCTIONS,
  });
  await expect(page.getByText(/Kipchoge Rotich \(Kipchoge, Narok\).*stamp KE-NRK-5120/)).toBeVisible();

  // Paid in full, the order leaves the open list for the archive, under the farmer's totals.
  await page.goto(orderUrl);
  const payment = page.getByRole('form', { name: 'Record a payment' });
  await payment.getByLabel(/Reference/).fill('QKZ8T4M1PA');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('QKZ8T4M1PA', {
    timeout: FUNCTIONS,
  });
  await page.goto('/invarhfarmorders');
  const finished = page.getByRole('table', { name: 'Finished farmer orders' });
  await expect(finished.getByRole('row', { name: /6 sheep/ })).toContainText('Paid');
  await expect(page.getByRole('table', { name: 'Totals per farmer' })).toContainText('Kipchoge Rotich');
  await expectAccessible(page);

  // The shop invoiced the sheep as buyer: KRA holds the purchase, and Kipchoge's statement names its number.
  const kra = await browser.newContext();
  const portal = await kra.newPage();
  await portal.goto(ETIMS_INVOICES_URL);
  const purchase = portal.getByRole('row', { name: new RegExp(`Buyer-initiated invoice ${number}`) });
  await expect(purchase).toContainText('Kipchoge Rotich');
  const kraNumber = (await purchase.getByRole('cell').first().textContent()) ?? '';
  await kra.close();
  const farm = await browser.newContext();
  const farmer = await farm.newPage();
  await signIn(farmer, DEMO.farmer);
  await farmer.goto('/farmerpage');
  await expect(farmer.getByRole('table', { name: 'Statement by month' })).toContainText(
    `${number} 104.5 kg sheep (KRA invoice ${kraNumber})`,
    { timeout: FUNCTIONS },
  );
  await expectAccessible(farmer);
  await farm.close();
  await page.goto(orderUrl);
  await expect(page.getByRole('region', { name: 'Delivery and payments' })).toContainText(`No. ${kraNumber}`);
});
