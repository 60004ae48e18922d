import type { Browser, Page } from '@playwright/test';
import type { Locale } from '@nyama/domain/kernel/locale';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { choose, DEMO, BEHIND_SEED_TRIGGERS, signIn } from './helpers';
import {
  addFirstAddress,
  addToCart,
  answerOnPhone,
  chooseDelivery,
  signUpMidCheckout,
  textOnPhone,
  uniquePhone,
} from './purchase-helpers';
import { EN, m, SW } from './words';

// A new order crosses four people and every function of the shop: allow for the emulators' pace.
test.describe.configure({ timeout: 240_000 });

const FUNCTIONS = 30_000;

async function staffPage(browser: Browser, email: string, words: { locale: Locale } = EN): Promise<Page> {
  const page = await (await browser.newContext({ locale: words.locale })).newPage();
  await signIn(page, email, undefined, words);
  return page;
}

// The newcomer's phone speaks Kiswahili, and so does the driver's (Juma); the shop's staff read English.
test.use({ locale: 'sw-KE' });

test('a newcomer whose phone speaks Kiswahili orders for tomorrow and it goes from the cart to the door through screens only: paid, packed, weighed, moved to today, handed over, delivered with the code the customer got by SMS in Kiswahili', async ({
  page: customer,
  browser,
}) => {
  const phone = uniquePhone();
  await addToCart(customer, 'Beef', 'Sirloin steak', 7, SW);
  await expectAccessible(customer);
  await customer.goto('/cart');
  await customer.getByRole('link', { name: m.store_cart_checkout({}, SW) }).click();
  await chooseDelivery(customer, 'Westlands & Kilimani', 'Tomorrow', SW);
  await signUpMidCheckout(customer, phone.typed, SW);
  await addFirstAddress(customer, 'Westlands', SW);
  await expectAccessible(customer);
  await customer.getByRole('button', { name: new RegExp(`^${m.checkout_place_and_pay({}, SW)}`) }).click();
  await expect(customer.getByRole('heading', { name: m.checkout_mpesa_title({}, SW) })).toBeVisible({
    timeout: FUNCTIONS,
  });
  await answerOnPhone(browser, phone.shown, 'Approve');
  const thanks = m.checkout_process_thanks({}, SW).split('.')[0] ?? '';
  await expect(customer.getByText(thanks)).toBeVisible({ timeout: FUNCTIONS });
  await customer.getByRole('link', { name: m.checkout_follow_order({}, SW) }).click();
  const status = customer.getByLabel(m.store_order_status({}, SW), { exact: true });
  await expect(status).toHaveText(m.status_paid({}, SW));
  const number =
    (await customer.getByRole('heading', { level: 1 }).textContent())?.replace(
      m.store_order_title({ number: '' }, SW),
      '',
    ) ?? '';
  const codeSaid = m.store_order_delivery_code({ code: '0000' }, SW).split('0000')[0] ?? '';
  const code =
    (await customer.getByText(new RegExp(`${codeSaid}\\d{4}`)).textContent())?.match(/\d{4}/)?.[0] ?? '';
  await expectAccessible(customer);

  // The Admin finds the new order on the board by the customer's phone and packs it.
  const admin = await staffPage(browser, DEMO.admin);
  await admin.goto(`/allorders?q=${phone.typed}`);
  const orders = admin.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2, { timeout: FUNCTIONS });
  await orders.getByRole('link', { name: number }).click();
  await expect(admin.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await choose(admin, 'Butcher', 'Joseph Kariuki');
  await admin.getByRole('button', { name: 'Start packing' }).click();
  await expect(status).toHaveText(m.status_packing({}, SW), { timeout: FUNCTIONS });

  await admin.getByLabel('Grams of Sirloin steak').fill('2030');
  await expect(admin.getByText('Within tolerance: the difference is absorbed.')).toBeVisible();
  await admin.getByRole('button', { name: 'Save weights' }).click();
  await expect(status).toHaveText(m.status_weighed({}, SW), { timeout: FUNCTIONS });
  await expect(customer.getByText(m.shared_lines_weighed({ weight: '2.03 kg' }, SW))).toBeVisible();
  await expect(customer.getByText(m.shared_totals_absorbed({}, SW))).toBeVisible();

  // Tomorrow's order leaves on its day: the Admin moves it to today first, and the customer reads when.
  await choose(admin, 'Driver', 'Juma Mwita');
  await expect(admin.getByText('Not today’s delivery')).toBeVisible({ timeout: FUNCTIONS });
  await expect(admin.getByRole('button', { name: 'Hand to driver' })).toHaveCount(0);
  const move = admin.getByRole('form', { name: 'Move to today' });
  await choose(admin, 'Today’s window', 'Evening, 16:00–19:00');
  await move.getByLabel('Why today (the customer reads it)').fill('Our van passes Westlands tonight');
  await move.getByRole('button', { name: 'Move to today' }).click();
  await expect(admin.getByText('Moved to today. The customer is told.')).toBeVisible({ timeout: FUNCTIONS });
  await expect(
    customer.getByText(`${m.shared_slot_today({}, SW)}, ${m.shared_slot_evening({}, SW)}`),
  ).toBeVisible({ timeout: FUNCTIONS });
  await expect(admin.getByRole('button', { name: 'Hand to driver' })).toBeEnabled({ timeout: FUNCTIONS });
  await admin.getByRole('button', { name: 'Hand to driver' }).click();
  await expect(status).toHaveText(m.status_out_for_delivery({}, SW), { timeout: FUNCTIONS });
  const orderId = new URL(admin.url()).pathname.split('/').at(-1) ?? '';

  // No device of the customer's took a push, so the code reached their phone by SMS, in the language
  // their profile learned from their phone at sign-up.
  const text = await textOnPhone(browser, phone.typed, new RegExp(`Oda ${number} iko njiani kukufikia`));
  expect(text).toContain(`Mpe dereva msimbo wako ${code}.`);

  // The driver opens the delivery and proves it with the code from the customer's SMS.
  const driver = await staffPage(browser, DEMO.driver2, SW);
  await driver.goto(`/driverorder?orderId=${orderId}`);
  await expect(
    driver.getByRole('heading', { name: m.field_driver_delivery_number({ number }, SW) }),
  ).toBeVisible();
  await expectAccessible(driver);
  const form = driver.getByRole('form', { name: m.field_driver_delivered({}, SW) });
  const texted = text.match(/msimbo wako (\d{4})/)?.[1] ?? '';
  for (const [index, digit] of [...texted].entries()) {
    await form.getByLabel(m.field_driver_code_digit({ digit: index + 1 }, SW)).fill(digit);
  }
  await form.getByRole('button', { name: m.field_driver_delivered({}, SW) }).click();

  await expect(status).toHaveText(m.status_delivered({}, SW), { timeout: FUNCTIONS });
  const timeline = customer.getByLabel(m.shared_timeline_label({}, SW));
  for (const step of [
    m.status_paid,
    m.status_packing,
    m.status_weighed,
    m.status_out_for_delivery,
    m.status_delivered,
  ]) {
    await expect(timeline).toContainText(step({}, SW));
  }
  // KRA's eTIMS registers the sale within moments: the customer's receipt carries the control unit's
  // invoice number and the QR code, whose link opens the invoice KRA holds, at the weighed amounts.
  const receipt = customer.getByRole('region', { name: m.store_receipt_title({}, SW) });
  await expect(receipt.getByText(/^Nambari ya ankara ya CU KRACU\w+\/\d+$/)).toBeVisible({
    timeout: BEHIND_SEED_TRIGGERS,
  });
  await expect(receipt.getByRole('img', { name: m.store_receipt_qr({}, SW) })).toBeVisible();
  await expectAccessible(customer);
  const verifyUrl = await receipt
    .getByRole('link', { name: m.store_receipt_verify({}, SW) })
    .getAttribute('href');
  const kra = await browser.newPage();
  await kra.goto(verifyUrl ?? '');
  await expect(kra.getByText(`trader's number ${number}`)).toBeVisible();
  await expect(kra.getByRole('row').filter({ hasText: ' KG' })).not.toHaveCount(0);
  await kra.close();
  await expect(admin.getByText('Delivered: applied')).toBeVisible({ timeout: FUNCTIONS });
  // The texts it cost are counted for the Admin, as each was sent.
  await admin.goto('/adminsms');
  await expect(admin.getByLabel('Texts this month')).not.toHaveText('0');
  await expect(admin.getByLabel('Cost this month')).not.toHaveText('Ksh 0');
  await admin.goBack();
  // Every role's screen tells the same money afterwards, each in its language: paid ahead, nothing to pay.
  for (const [page, words] of [
    [customer, SW],
    [admin, EN],
    [driver, SW],
  ] as const) {
    const money = page.getByLabel(m.shared_money_label({}, words));
    await expect(money.getByLabel(m.shared_money_paid_ahead({}, words))).toBeVisible();
    await expect(money.getByLabel(m.shared_money_still_to_pay({}, words))).toHaveText(
      m.shared_money_nothing({}, words),
    );
  }
});
