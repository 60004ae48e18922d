import { expect, test } from './fixtures';
import { formatKes } from '@nyama/domain/kernel/money';
import { describeMpesaRefundResult } from '@nyama/domain/payments/refund';
import { processMpesaRefund } from './purchase-helpers';
import {
  customerPage,
  HUNDRED,
  paidOrder,
  REFUND_REASON as REASON,
  refundHundred,
  refundOnPage,
} from './refund-helpers';

// The refund callable, M-Pesa's result and the order's triggers, each on a cold function at first.
test.describe.configure({ timeout: 120_000 });

const FUNCTIONS = 30_000;

test('staff refund part of a paid order and M-Pesa pays it out: the customer’s page, the Admin’s page, the history and the board show it', async ({
  page: admin,
  browser,
}) => {
  const { msisdn, paid } = await paidOrder();
  await refundHundred(admin, paid);
  await processMpesaRefund(msisdn);

  const refund = refundOnPage(admin);
  await expect(refund).toContainText(/Sent back to the customer’s M-Pesa, reference \w+\./, {
    timeout: FUNCTIONS,
  });
  await expect(refund).toContainText(`Refund: ${REASON}`);
  // The Admin's page adds it up: refunded Ksh 100, the shop holds the rest.
  const money = admin.getByLabel('Money', { exact: true });
  await expect(money.getByLabel('Refunded', { exact: true })).toHaveText(`−${HUNDRED}`);
  await expect(money.getByLabel('The shop holds', { exact: true })).toHaveText(
    formatKes(paid.order.totalCents - 10_000),
  );
  await expect(admin.getByRole('table', { name: 'Refunds' }).getByRole('row').nth(1)).toContainText(
    'Refunded',
  );
  const history = admin.getByRole('region', { name: 'History' });
  await expect(history).toContainText(`Refund of ${HUNDRED} on order ${paid.number} requested: ${REASON}`);
  await expect(history).toContainText(
    new RegExp(`Refund of Ksh.100 on order ${paid.number} sent by M-Pesa \\(reference \\w+\\)`),
  );

  await admin.goto(`/allorders?q=${paid.number}`);
  const row = admin
    .getByRole('table', { name: 'Orders' })
    .getByRole('row', { name: new RegExp(paid.number) });
  await expect(row).toContainText(HUNDRED, { timeout: FUNCTIONS });

  const customer = await customerPage(browser, paid);
  const theirs = refundOnPage(customer);
  await expect(theirs).toContainText(`Refund: ${REASON}`);
  await expect(theirs).toContainText(/Sent back to your M-Pesa, reference \w+\./);
  await expect(customer.getByLabel('Refunded', { exact: true })).toHaveText(`−${HUNDRED}`);
  await expect(customer.getByLabel('The shop holds', { exact: true })).toHaveCount(0);
});

test('a refund M-Pesa refuses shows failed, with what to do next, to the Admin and to the customer', async ({
  page: admin,
  browser,
}) => {
  const { msisdn, paid } = await paidOrder();
  await refundHundred(admin, paid);
  // 1: the shop's B2C account has too little money, so nothing is sent.
  await processMpesaRefund(msisdn, 1);
  const why = describeMpesaRefundResult('1');

  const refund = refundOnPage(admin);
  await expect(refund).toContainText(`Failed: ${why}`, { timeout: FUNCTIONS });
  await expect(refund).toContainText(
    `once the cause is fixed, refund ${HUNDRED} again from this order’s payments and tell the customer.`,
  );
  const money = admin.getByLabel('Money', { exact: true });
  await expect(money.getByLabel('Refunded', { exact: true })).toHaveCount(0);
  await expect(money.getByLabel('The shop holds', { exact: true })).toHaveText(
    formatKes(paid.order.totalCents),
  );
  await expect(admin.getByRole('table', { name: 'Refunds' }).getByRole('row').nth(1)).toContainText('Failed');
  await expect(admin.getByRole('region', { name: 'History' })).toContainText(
    `Refund of ${HUNDRED} on order ${paid.number} failed: ${why}`,
  );

  const customer = await customerPage(browser, paid);
  const theirs = refundOnPage(customer);
  await expect(theirs).toContainText(`Failed: ${why}`);
  await expect(theirs).toContainText('Nothing was sent back. The shop will send it again or call you.');
  await expect(customer.getByLabel('Refunded', { exact: true })).toHaveCount(0);
});
