import type { Page } from '@playwright/test';
import { expect, SERVICE_WORKER, test } from './fixtures';
import { expectAccessible } from './a11y';
import {
  BEHIND_SEED_TRIGGERS,
  choose,
  DEMO,
  goOnline,
  reloadOffline,
  signIn,
  waitForAreaScreens,
} from './helpers';
import { textOnPhone } from './purchase-helpers';
import { m, SW } from './words';

test.use(SERVICE_WORKER);

// A trigger applies the farmer's answer once the phone has signal; a cold one takes a while.
const FUNCTIONS = 30_000;

/** Naserian Sankale's mobile (demo-farmer-2's profile). */
const FARMER2_PHONE = '0733000555';

const orderCard = (page: Page, number: string | RegExp) => page.getByRole('article', { name: number });

test('a farmer confirms an order offline, and the shop sees it once when the phone reconnects @phone', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000 + BEHIND_SEED_TRIGGERS);
  await signIn(page, DEMO.farmer);
  await page.goto('/farmerpage');
  await expect(page.getByRole('heading', { level: 1, name: 'Karibu, Kipchoge' })).toBeVisible();
  const card = orderCard(page, 'Order FO-0005');
  await expect(card).toContainText('10 goat');
  // Paid last month for eight goats: the statement names the M-Pesa reference.
  await expect(page.getByRole('table', { name: 'Statement by month' })).toContainText('QJ00X4LA2C');
  await expectAccessible(page);
  await waitForAreaScreens(page, 'farmer');

  // In the field: no signal, the page reloaded from the phone.
  await reloadOffline(page, context);
  await expect(card).toContainText('Sent to the farmer');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card).toContainText('You answered: Confirmed (waiting for signal)');
  await expect(page.getByRole('status').filter({ hasText: 'waiting for signal' })).toBeVisible();

  await goOnline(context);
  // Often the suite's first trigger after the seed: it may wait behind the seed's.
  await expect(card).toContainText('(received by the shop)', { timeout: BEHIND_SEED_TRIGGERS });
  await expect(card).toContainText('Confirmed');

  const shop = await browser.newContext();
  const staff = await shop.newPage();
  await signIn(staff, DEMO.staff);
  await staff.goto('/inventfarmerorder/seed-farmer-order-5');
  const status = staff.getByRole('region', { name: 'Status history' });
  await expect(status.getByText('Confirmed', { exact: true })).toHaveCount(1);
  await expect(status).toContainText('Kipchoge Rotich');
  await shop.close();
});

test('a farmer who reads Kiswahili and chose SMS is texted the shop’s order in Kiswahili, offers fewer head on her page, and is texted that the shop accepted', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // Naserian's phone and profile speak Kiswahili, and she reads texts, not notifications: she chooses SMS.
  const farm = await browser.newContext({ locale: 'sw-KE' });
  const farmer = await farm.newPage();
  await signIn(farmer, DEMO.farmer2, undefined, SW);
  await farmer.goto('/farmerpage');
  await expect(farmer.locator('html')).toHaveAttribute('lang', 'sw-KE');
  await expect(
    farmer.getByRole('heading', { level: 1, name: m.field_farmer_welcome({ name: 'Naserian' }, SW) }),
  ).toBeVisible();
  const bySms = farmer.getByRole('radio', { name: m.store_notify_sms({ phone: '0733 000 555' }, SW) });
  // The choice shows once the profile's live read has the write (at once, from the device's cache).
  await bySms.click();
  await expect(bySms).toBeChecked();
  await expect(farmer.getByRole('button', { name: m.store_push_turn_on({}, SW) })).toHaveCount(0);
  await expectAccessible(farmer);

  await signIn(page, DEMO.staff);
  await page.goto('/inventfarmerorders');
  await page.getByRole('button', { name: 'New farmer order' }).click();
  await choose(page, 'Farmer', /Naserian Sankale/);
  await choose(page, 'Species', 'cattle');
  await page.getByLabel(/Head/).fill('5');
  await page.getByLabel(/Estimated carcass weight/).fill('1100');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: /^Farmer order FO-\d{4}$/ })).toBeVisible({
    timeout: FUNCTIONS,
  });
  const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    'Farmer order ',
    '',
  );
  await page.getByRole('button', { name: 'Send to the farmer' }).click();
  await expect(page.getByText('Sent to the farmer').first()).toBeVisible({ timeout: FUNCTIONS });
  const orderUrl = page.url();
  // The text speaks her profile's language, animals included.
  expect(await textOnPhone(browser, FARMER2_PHONE, new RegExp(`${number}: ng'ombe 5`))).toMatch(
    /^Nyama Shop: Oda mpya kutoka dukani\./,
  );

  const card = orderCard(farmer, m.field_farmer_order_number({ number }, SW));
  await expect(card).toContainText(`${number}: ng'ombe 5`);
  await card.getByRole('button', { name: m.field_farmer_offer_terms({}, SW) }).click();
  await card.getByLabel(new RegExp(m.field_farmer_head({}, SW))).fill('3');
  await card.getByLabel(new RegExp(m.field_farmer_word({}, SW))).fill('Ng’ombe watatu wako tayari');
  await card.getByRole('button', { name: m.field_farmer_send_offer({}, SW) }).click();
  await expect(card).toContainText(
    m.field_farmer_your_offer({ head: 3, date: '' }, SW).split(' tarehe')[0] ?? '',
    {
      timeout: FUNCTIONS,
    },
  );

  await page.goto(orderUrl);
  await expect(page.getByText(/3 head \(asked 5\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Accept the counter-offer' }).click();
  await expect(page.getByText('3 cattle, about 660 kg of carcass')).toBeVisible({ timeout: FUNCTIONS });
  await expect(card).toContainText(m.field_farmer_status_confirmed({}, SW), { timeout: FUNCTIONS });
  await expect(card).toContainText(`${number}: ng'ombe 3`);
  expect(await textOnPhone(browser, FARMER2_PHONE, /Pendekezo lako limekubaliwa/)).toContain(
    `${number}: ng'ombe 3, wafikishwe tarehe`,
  );
  await expectAccessible(farmer);
  await farm.close();
});
