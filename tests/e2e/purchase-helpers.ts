import { expect, type Browser, type Page } from '@playwright/test';
import { DARAJA_URL, SMS_PHONES_URL, VIRTUAL_PHONE_URL } from '../../simulators/config';
import type { Transfer } from '../../simulators/daraja/transfers';
import type { Locale } from '@nyama/domain/kernel/locale';
import { choose, uniqueEmail } from './helpers';
import { EN, m } from './words';

/** A Kenyan mobile number of its own per test, so parallel tests never answer each other's prompts. */
export function uniquePhone(): { typed: string; shown: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { typed: `07${digits}`, shown: `07${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}` };
}

/** The page's words: EN (the default) or SW, from the app's catalogue (tests/e2e/words.ts). */
type Words = { locale: Locale };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens an item from its group page, chooses how much with the stepper and adds it to the cart. */
export async function addToCart(
  page: Page,
  group: string,
  item: string,
  presses: number,
  words: Words = EN,
): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('region', { name: m.home_categories({}, words) })
    .getByRole('link', { name: group })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible();
  await page.getByRole('article', { name: item }).getByRole('link', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
  const howMuch = [
    m.shared_quantity_weight_of({ name: item }, words),
    m.shared_quantity_number_of({ name: item }, words),
  ];
  const stepper = page.getByRole('group', { name: new RegExp(`^(${howMuch.map(escaped).join('|')})$`) });
  const more = stepper.getByRole('button', { name: m.shared_quantity_more({}, words) });
  for (let press = 0; press < presses; press++) await more.click();
  await page.getByRole('button', { name: m.store_cart_add({}, words) }).click();
  const [before = '', after = ''] = m
    .store_cart_added({ quantity: '\u0000', name: item }, words)
    .split('\u0000');
  await expect(page.getByText(new RegExp(`${escaped(before)}.+${escaped(after)}`))).toBeVisible();
}

/** Delivery or pickup and the first window still open (on `day`, when given). */
export async function chooseDelivery(
  page: Page,
  zone: string | null,
  day?: 'Tomorrow',
  words: Words = EN,
): Promise<void> {
  await expect(page.getByRole('heading', { name: m.checkout_delivery_title({}, words) })).toBeVisible();
  if (zone === null) {
    await page.getByText(m.checkout_pickup_in_ngara({}, words)).click();
  } else {
    await choose(page, m.checkout_delivery_area({}, words), zone);
  }
  const windows = page.getByRole('radiogroup', { name: m.shared_slot_window({}, words) });
  const days = day ? windows.getByRole('group', { name: m.shared_slot_tomorrow({}, words) }) : windows;
  await days.getByRole('radio', { disabled: false }).first().click();
  await page.getByRole('button', { name: m.checkout_continue({}, words) }).click();
}

/** Creates an account on /cologin, completes the profile on /cocustomer and continues without a KRA PIN. */
export async function signUpMidCheckout(page: Page, phone: string, words: Words = EN): Promise<void> {
  await page.getByRole('tab', { name: m.checkout_login_new({}, words) }).click();
  await page.getByLabel(m.account_email({}, words)).fill(uniqueEmail('buyer'));
  await page.getByRole('textbox', { name: m.account_password({}, words) }).fill('nyama-choma');
  await page.getByRole('button', { name: m.checkout_login_sign_up({}, words) }).click();
  await expect(page.getByRole('heading', { name: m.checkout_customer_title({}, words) })).toBeVisible();
  await page.getByLabel(m.account_profile_first_name({}, words)).fill('Achieng');
  await page.getByLabel(m.account_profile_surname({}, words)).fill('Odhiambo');
  await page.getByLabel(m.account_profile_mobile({}, words)).fill(phone);
  await page.getByRole('button', { name: m.checkout_customer_save({}, words) }).click();
  await expect(page.getByLabel(m.checkout_customer_pin_label({}, words))).toHaveValue('');
  await page.getByRole('button', { name: m.checkout_continue({}, words) }).click();
}

/** Adds the first address on /coaddress (the form shows itself when there is none) and continues. */
export async function addFirstAddress(page: Page, zone: string, words: Words = EN): Promise<void> {
  await expect(page.getByRole('heading', { name: m.checkout_address_title({}, words) })).toBeVisible();
  await choose(page, m.shared_address_zone({}, words), new RegExp(zone));
  await choose(page, m.shared_address_estate({}, words), 'Kileleshwa');
  await page.getByLabel(m.shared_address_street({}, words)).fill('Othaya Road');
  await page.getByRole('button', { name: m.account_address_save({}, words) }).click();
  await expect(page.getByRole('radio', { name: m.account_address_label_default({}, words) })).toBeChecked();
  await page.getByRole('button', { name: m.checkout_continue({}, words) }).click();
  await expect(page.getByRole('heading', { name: m.checkout_payment_title({}, words) })).toBeVisible();
}

/** Answers the newest M-Pesa prompt sent to `phone` on the simulator's virtual phone page. */
export async function answerOnPhone(
  browser: Browser,
  phone: string,
  answer: 'Approve' | 'Cancel',
): Promise<void> {
  const context = await browser.newContext();
  const handset = await context.newPage();
  const prompt = handset.locator(`h2:has-text("${phone}") + div.card`);
  await expect(async () => {
    await handset.goto(VIRTUAL_PHONE_URL);
    await expect(prompt).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  if (answer === 'Approve') await prompt.getByLabel('Enter M-PESA PIN').fill('1234');
  await prompt.getByRole('button', { name: answer, exact: true }).click();
  await expect(handset.locator(`h2:has-text("${phone}")`)).toHaveCount(0);
  await context.close();
}

/**
 * M-Pesa processes the refund paid out to `msisdn` (2547…), as Safaricom does some time after accepting
 * it: the simulator posts its result to the shop's result URL. `resultCode` 0 sends the money; another
 * (1: the shop's account has too little money) refuses it.
 */
export async function processMpesaRefund(msisdn: string, resultCode = 0): Promise<void> {
  const waiting = async () => {
    const { transfers } = (await (await fetch(`${DARAJA_URL}/__control/transfers`)).json()) as {
      transfers: Transfer[];
    };
    return transfers.find((transfer) => transfer.phone === msisdn && transfer.result === null);
  };
  await expect.poll(waiting, { timeout: 30_000 }).toBeDefined();
  const transfer = await waiting();
  const resolved = await fetch(
    `${DARAJA_URL}/__control/transfers/${transfer?.originatorConversationId}/resolve`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resultCode }),
    },
  );
  expect(resolved.status).toBe(200);
}

/**
 * Opens the texts a phone received on the Africa's Talking simulator's page (as its owner reads them) and
 * waits for one matching `text`; returns that text's words. `phone` is as typed: 07…, 01… or 2547….
 */
export async function textOnPhone(browser: Browser, phone: string, text: RegExp): Promise<string> {
  const msisdn = phone.replace(/\s/g, '').replace(/^0/, '254');
  const context = await browser.newContext();
  const handset = await context.newPage();
  const received = handset.getByRole('listitem').filter({ hasText: text }).first();
  await expect(async () => {
    await handset.goto(`${SMS_PHONES_URL}/${encodeURIComponent(`+${msisdn}`)}`);
    await expect(received).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const words = (await received.locator('p').textContent()) ?? '';
  await context.close();
  return words;
}
