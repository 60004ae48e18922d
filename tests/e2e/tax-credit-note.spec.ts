import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { serverView } from './driver-fixtures';
import { BEHIND_SEED_TRIGGERS } from './helpers';
import { processMpesaRefund } from './purchase-helpers';
import { customerPage, HUNDRED, paidOrder, refundHundred } from './refund-helpers';
import { EN, m } from './words';

// The sale's and the credit note's way to KRA: the delivery's, the refund's and the queue's triggers.
test.describe.configure({ timeout: 240_000 });

const FUNCTIONS = 30_000;
const CU_NUMBER = /^CU invoice number (KRACU\w+\/\d+)$/;

test('a refund after delivery makes a credit note KRA accepts against the sale, and the customer’s order page, the Admin’s eTIMS list and KRA’s page all show it', async ({
  page: admin,
  browser,
}) => {
  const { msisdn, paid } = await paidOrder();
  await serverView().markDelivered(paid.id);
  const customer = await customerPage(browser, paid);
  const sale = customer.getByRole('region', { name: m.store_receipt_title({}, EN) });
  await expect(sale.getByText(CU_NUMBER)).toBeVisible({ timeout: BEHIND_SEED_TRIGGERS });
  await expect(customer.getByRole('region', { name: m.store_credit_title({}, EN) })).toHaveCount(0);
  const saleNumber = (await sale.getByText(/^Invoice number \d+$/).textContent())?.match(/\d+/)?.[0] ?? '';

  // Part of the delivered order is refunded, and M-Pesa pays it out.
  await refundHundred(admin, paid);
  await processMpesaRefund(msisdn);

  // The customer's page, open all along, shows the credit note once KRA has accepted it.
  const note = customer.getByRole('region', { name: m.store_credit_title({}, EN) });
  await expect(note.getByText(CU_NUMBER)).toBeVisible({ timeout: FUNCTIONS });
  await expect(note.getByText(`Against invoice number ${saleNumber}`)).toBeVisible();
  await expect(note.getByText(m.store_credit_total({ total: HUNDRED }, EN))).toBeVisible();
  await expect(note.getByRole('img', { name: m.store_credit_qr({}, EN) })).toBeVisible();
  await expectAccessible(customer);
  const cuNumber = (await note.getByText(CU_NUMBER).textContent())?.match(CU_NUMBER)?.[1] ?? '';
  const creditNumber =
    (await note.getByText(/^Credit note number \d+$/).textContent())?.match(/\d+/)?.[0] ?? '';
  expect(Number(creditNumber)).toBeGreaterThan(Number(saleNumber));

  // The Admin's eTIMS list has it accepted, with the same numbers.
  await admin.goto('/admintax');
  const accepted = admin.getByRole('table', { name: /^Accepted lately/ });
  const row = accepted.getByRole('row').filter({ hasText: paid.number }).filter({ hasText: 'Credit note' });
  await expect(row).toHaveCount(1, { timeout: FUNCTIONS });
  await expect(row).toContainText(HUNDRED);
  await expect(row).toContainText(cuNumber);
  await expect(row.getByRole('cell', { name: creditNumber, exact: true })).toBeVisible();

  // KRA's page, opened from the credit note's link, holds it against the sale's invoice.
  const verifyUrl = await note
    .getByRole('link', { name: m.store_credit_verify({}, EN) })
    .getAttribute('href');
  const kra = await browser.newPage();
  await kra.goto(verifyUrl ?? '');
  await expect(
    kra.getByText(`Credit note on invoice ${saleNumber} · trader's number ${paid.number}`),
  ).toBeVisible();
  await expect(kra.getByText(cuNumber)).toBeVisible();
  await kra.close();
});
