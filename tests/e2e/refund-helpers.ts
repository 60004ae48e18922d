import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { formatKes } from '@nyama/domain/kernel/money';
import { normaliseKenyanPhone } from '@nyama/domain/kernel/phone';
import { serverView } from './driver-fixtures';
import { DEMO, signIn } from './helpers';
import { uniquePhone } from './purchase-helpers';

const FUNCTIONS = 30_000;
export const REFUND_REASON = 'Two steaks were trimmed short';
export const HUNDRED = formatKes(10_000);

export type PaidOrder = Awaited<ReturnType<ReturnType<typeof serverView>['addPaidOrder']>>;

/** A paid order of its own, paid by M-Pesa from a phone of its own (2547…), whose refunds go back there. */
export async function paidOrder() {
  const msisdn = normaliseKenyanPhone(uniquePhone().typed) ?? '';
  return { msisdn, paid: await serverView().addPaidOrder(msisdn) };
}

/** The Admin opens the order and refunds Ksh 100 of its M-Pesa payment, with the reason the customer reads. */
export async function refundHundred(admin: Page, paid: PaidOrder) {
  await signIn(admin, DEMO.admin);
  await admin.goto(`/adminorder/${paid.id}`);
  await expect(admin.getByRole('heading', { name: `Order ${paid.number}` })).toBeVisible({
    timeout: FUNCTIONS,
  });
  const form = admin.getByRole('form', { name: 'Refund' });
  await form.getByLabel('Amount (Ksh)').fill('100');
  await form.getByLabel('Reason').fill(REFUND_REASON);
  await form.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByText('Refund sent to the provider.')).toBeVisible({ timeout: FUNCTIONS });
  // The order itself carries the refund: the money account lists it on its way before M-Pesa acts.
  await expect(refundOnPage(admin)).toContainText('On its way back to the customer’s M-Pesa.', {
    timeout: FUNCTIONS,
  });
}

/** The one refund in the order's money account, as its page shows it. */
export const refundOnPage = (page: Page) =>
  page.getByRole('list', { name: 'Refunds' }).getByRole('listitem', { name: `Refund of ${HUNDRED}` });

/** The customer opens their order in a browser of their own. */
export async function customerPage(browser: Browser, paid: PaidOrder): Promise<Page> {
  const customer = await (await browser.newContext()).newPage();
  await signIn(customer, paid.email);
  await customer.goto('/coopenorder');
  await expect(customer.getByRole('heading', { name: `Order ${paid.number}` })).toBeVisible();
  return customer;
}
