import { expect, type Browser, type Page } from '@playwright/test';
import { DARAJA_URL, SMS_PHONES_URL, VIRTUAL_PHONE_URL } from '../../simulators/config';
import type { Transfer } from '../../simulators/daraja/transfers';
import { choose, uniqueEmail } from './helpers';

/** A Kenyan mobile number of its own per test, so parallel tests never answer each other's prompts. */
export function uniquePhone(): { typed: string; shown: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { typed: `07${digits}`, shown: `07${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}` };
}

/** Opens an item from its group page, chooses how much with the stepper and adds it to the cart. */
export async function addToCart(page: Page, group: string, item: string, presses: number): Promise<void> {
  await page.goto('/');
  await page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: group }).click();
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible();
  await page.getByRole('article', { name: item }).getByRole('link', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
  const stepper = page.getByRole('group', { name: /^(Weight|Number) of / });
  for (let press = 0; press < presses; press++) await stepper.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`of ${item} to your cart`)).toBeVisible();
}

/** Delivery or pickup and the first window still open (on `day`, when given). */
export async function chooseDelivery(page: Page, zone: string | null, day?: 'Tomorrow'): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Delivery or pickup' })).toBeVisible();
  if (zone === null) {
    await page.getByText('Pickup in Ngara').click();
  } else {
    await choose(page, 'Delivery area', zone);
  }
  const windows = page.getByRole('radiogroup', { name: 'Delivery window' });
  const days = day ? windows.getByRole('group', { name: day }) : windows;
  await days.getByRole('radio', { disabled: false }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Creates an account on /cologin and completes the profile on /cocustomer. */
export async function signUpMidCheckout(page: Page, phone: string): Promise<void> {
  await page.getByRole('tab', { name: 'I am new here' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('buyer'));
  await page.getByRole('textbox', { name: 'Password' }).fill('nyama-choma');
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByLabel('First name').fill('Achieng');
  await page.getByLabel('Surname').fill('Odhiambo');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Adds the first address on /coaddress (the form shows itself when there is none) and continues. */
export async function addFirstAddress(page: Page, zone: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  await choose(page, 'Delivery area', new RegExp(zone));
  await choose(page, 'Estate or area', 'Kileleshwa');
  await page.getByLabel('Street or road').fill('Othaya Road');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: 'Home' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
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
