import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { staffRefusalSentence } from '@nyama/domain/callables/staff-refusal';
import { weighOrder, type Weighing } from '@nyama/domain/orders/catch-weight';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { normaliseKenyanPhone } from '@nyama/domain/kernel/phone';
import { serverView } from './driver-fixtures';
import { choose, DEMO, signIn } from './helpers';
import { answerOnPhone, processMpesaRefund, uniquePhone } from './purchase-helpers';

// Three callables, a prompt or a refund and their callbacks, each on a cold function at first.
test.describe.configure({ timeout: 120_000 });

const FUNCTIONS = 30_000;

/** What the domain makes of `grams` of the order's sirloin: the figures the screens must show. */
function scale(order: Order, grams: number): Weighing {
  const result = weighOrder(order, [{ itemId: 'beef-sirloin', grams }]);
  if (!result.ok) throw new Error(staffRefusalSentence(result.refusal));
  return result.weighing;
}

/** The Admin opens the paid order, starts packing it with a butcher and types what the scale showed. */
async function packAndWeigh(admin: Page, order: { id: string; number: string }, grams: number) {
  await signIn(admin, DEMO.admin);
  await admin.goto(`/adminorder/${order.id}`);
  // The back office's first screen of the run: its code and the order's listener start cold.
  await expect(admin.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible({
    timeout: FUNCTIONS,
  });
  await choose(admin, 'Butcher', 'Joseph Kariuki');
  await admin.getByRole('button', { name: 'Start packing' }).click();
  await admin.getByLabel('Grams of Sirloin steak').fill(String(grams), { timeout: FUNCTIONS });
}

test('sirloin heavier than the tolerance: the Admin prompts the customer for the balance, paid on M-Pesa', async ({
  page: admin,
  browser,
}) => {
  const phone = uniquePhone();
  const msisdn = normaliseKenyanPhone(phone.typed) ?? '';
  const paid = await serverView().addPaidOrder(msisdn);
  const heavy = scale(paid.order, 2150);
  expect(heavy.settlement).toBe('topUp');

  await packAndWeigh(admin, paid, 2150);
  // The form previews the domain's verdict before anything is saved.
  await expect(admin.getByText(`Final total ${formatKes(heavy.finalTotalCents)}`)).toBeVisible();
  await expect(admin.getByText(`The customer owes ${formatKes(heavy.settleCents)} more.`)).toBeVisible();
  await admin.getByRole('button', { name: 'Save weights' }).click();

  const lines = admin.getByRole('region', { name: 'Lines' });
  await expect(lines.getByText(`Still due: ${formatKes(heavy.settleCents)}`)).toBeVisible({
    timeout: FUNCTIONS,
  });
  await lines.getByRole('button', { name: 'Send M-Pesa prompt' }).click();
  await expect(admin.getByText('M-Pesa prompt sent.')).toBeVisible({ timeout: FUNCTIONS });
  await answerOnPhone(browser, phone.shown, 'Approve');

  await expect(lines.getByText('Balance paid on M-Pesa.')).toBeVisible({ timeout: FUNCTIONS });
  await expect(lines.getByText('Still due')).toHaveCount(0);
  const balance = admin
    .getByRole('table', { name: 'Payments' })
    .getByRole('row')
    .filter({ hasText: formatKes(heavy.settleCents) });
  await expect(balance).toContainText('succeeded');
});

test('sirloin lighter than the tolerance: the overpayment is refunded, the customer sees the weighed order and its farm, staff trace its lot back to it', async ({
  page: admin,
  browser,
}) => {
  const phone = uniquePhone();
  const msisdn = normaliseKenyanPhone(phone.typed) ?? '';
  const paid = await serverView().addPaidOrder(msisdn);
  const light = scale(paid.order, 1850);
  expect(light.settlement).toBe('refund');

  await packAndWeigh(admin, paid, 1850);
  await expect(admin.getByText(`${formatKes(light.settleCents)} goes back to the customer.`)).toBeVisible();
  await admin.getByRole('button', { name: 'Save weights' }).click();

  // Weighing asks M-Pesa for the refund at once; M-Pesa pays it out later and says so on its result URL.
  const refund = admin.getByRole('table', { name: 'Refunds' }).getByRole('row').nth(1);
  await expect(refund).toContainText('Being refunded', { timeout: FUNCTIONS });
  await expect(refund).toContainText(formatKes(light.settleCents));
  await processMpesaRefund(msisdn);
  await expect(refund).toContainText('Refunded', { timeout: FUNCTIONS });
  await expect(refund).not.toContainText('Being refunded');

  const customer = await (await browser.newContext()).newPage();
  await signIn(customer, paid.email);
  await customer.goto('/coopenorder');
  await expect(customer.getByRole('heading', { name: `Order ${paid.number}` })).toBeVisible();
  await expect(customer.getByLabel('Order status', { exact: true })).toHaveText('Weighed');
  await expect(customer.getByText('weighed 1.85 kg')).toBeVisible();
  await expect(customer.getByLabel('Total after weighing')).toHaveText(formatKes(light.finalTotalCents));
  await expect(customer.getByText(`${formatKes(light.settleCents)} is refunded to you.`)).toBeVisible();

  // From farm to fork (decision 038): the customer reads where the sirloin came from, and staff trace
  // that lot back to this order.
  const origin = customer.getByText(
    /^From \S+’s farm, \w+ · slaughtered [\d-]+ · inspection stamp \S+ · lot L-/,
  );
  await expect(origin).toBeVisible();
  const lotNumber = /lot (L-\S+)$/.exec((await origin.textContent()) ?? '')?.[1] ?? 'no lot';
  await admin.goto('/inventory');
  await admin.getByLabel('Trace a lot').fill(lotNumber);
  await admin.getByRole('button', { name: 'Trace' }).click();
  const recall = admin.getByRole('table', { name: 'Customers who received this lot' });
  await expect(recall.getByRole('row', { name: new RegExp(paid.number) })).toBeVisible({
    timeout: FUNCTIONS,
  });
});
