import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectedAtDoorCents } from '@nyama/domain/delivery/door-collection';
import { formatKes } from '@nyama/domain/kernel/money';
import type { Order } from '@nyama/domain/orders/order';
import { orderMoneyAccount } from '@nyama/domain/payments/order-money';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { ORDERS } from '../../scripts/seed/orders';
import { serverView } from './driver-fixtures';
import { DEMO, signIn } from './helpers';
import { normaliseKenyanPhone } from '@nyama/domain/kernel/phone';
import { answerOnPhone, processMpesaRefund, uniquePhone } from './purchase-helpers';

// Six deliveries, four people and the payment simulator: allow for the emulators' pace.
test.describe.configure({ timeout: 300_000 });

const FUNCTIONS = 30_000;
const server = serverView();
const seeded = ORDERS.find((each) => each.id === 'order-1005')?.order;
if (!seeded) throw new Error('The seed has no order-1005');
const template: Order = seeded;
/** Every delivery here is a copy of the seeded order-1005: Ksh 2,850. */
const TOTAL = template.totalCents;

async function pageOf(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** What an order paid by M-Pesa and weighed `overCents` over its total carries (the scale's verdict). */
function weighedOver(overCents: number): Partial<Order> {
  return {
    paidCents: TOTAL,
    weighing: {
      butcherId: 'butcher-joseph',
      butcherName: 'Joseph Kariuki',
      weighedAtMs: Date.now(),
      finalSubtotalCents: template.subtotalCents + overCents,
      finalTotalCents: TOTAL + overCents,
      differenceCents: overCents,
      settlement: 'topUp',
      settleCents: overCents,
      refundId: null,
    },
    balance: { dueCents: overCents, paymentId: null },
  };
}

const ON_DELIVERY: Partial<Order> = { payment: null, paidCents: 0 };
const withPhone = (phone: string): Partial<Order> => ({
  customer: { name: 'Brian Kamau', phone: `254${phone.slice(1)}` },
});

async function openDelivery(driver: Page, orderId: string, number: string) {
  await driver.goto(`/driverorder?orderId=${orderId}`);
  await expect(driver.getByRole('heading', { name: `Delivery ${number}` })).toBeVisible();
}

async function enterCode(driver: Page, code: string) {
  const form = driver.getByRole('form', { name: 'Delivered' });
  for (const [index, digit] of [...code].entries()) {
    await form.getByLabel(`Delivery code digit ${index + 1}`).fill(digit);
  }
  return form;
}

/** The driver's "delivered" report, applied by the shop (not refused for the money or the code). */
async function expectDelivered(driver: Page) {
  await expect(driver.getByLabel('Status')).toHaveText('Delivered');
  await expect(driver.getByRole('listitem', { name: 'Delivered' })).toContainText('Done', {
    timeout: FUNCTIONS,
  });
}

test('a shop day: money at the door in cash and M-Pesa, a top-up prompt, a phone order, a failed and an unpaid delivery, a refund paid out, the cash-up and the close agree', async ({
  page: driver,
  browser,
}) => {
  const today = nairobiDate(Date.now());
  const doorPhone = uniquePhone();
  const topUpPhone = uniquePhone();
  const customer = await server.addCustomer();
  const overCash = await server.addDelivery('outForDelivery', '1201', {
    customer,
    changes: weighedOver(10_200),
  });
  const doorMpesa = await server.addDelivery('outForDelivery', '1202', {
    changes: { ...ON_DELIVERY, ...withPhone(doorPhone.typed) },
  });
  const topUp = await server.addDelivery('outForDelivery', '1203', {
    changes: { ...weighedOver(5_000), ...withPhone(topUpPhone.typed) },
  });
  const phoneOrder = await server.addDelivery('outForDelivery', '1204', {
    changes: { ...ON_DELIVERY, placedBy: { uid: 'demo-admin', name: 'David Ochieng' } },
  });
  const failed = await server.addDelivery('outForDelivery', '1205');
  const unpaid = await server.addDelivery('outForDelivery', '1206', { changes: ON_DELIVERY });
  const refundPhone = normaliseKenyanPhone(uniquePhone().typed) ?? '';
  const short = await server.addPaidOrder(refundPhone);

  await signIn(driver, DEMO.driver);

  // 1. Weighed over, the Ksh 102 taken in cash at the door: the driver counts it in the form.
  await openDelivery(driver, overCash.id, overCash.number);
  await expect(driver.getByText('Collect Ksh 102')).toBeVisible();
  let form = await enterCode(driver, '1201');
  await form.getByRole('radio', { name: 'The customer paid in cash' }).check();
  await form.getByRole('textbox', { name: 'Cash collected (Ksh)' }).fill('102');
  await form.getByRole('button', { name: 'Delivered' }).click();
  await expectDelivered(driver);

  // 2. Paid on delivery, by an M-Pesa prompt the driver sends at the door.
  await openDelivery(driver, doorMpesa.id, doorMpesa.number);
  await driver.getByRole('button', { name: 'Send an M-Pesa prompt for Ksh 2,850' }).click();
  await expect(driver.getByText('Prompt sent')).toBeVisible({ timeout: FUNCTIONS });
  await answerOnPhone(browser, doorPhone.shown, 'Approve');
  await expect(driver.getByLabel(/^M-Pesa at the door/)).toHaveText('Ksh 2,850', { timeout: FUNCTIONS });
  await expect(driver.getByText('Collected at the door (Ksh 2,850): nothing to collect')).toBeVisible();
  form = await enterCode(driver, '1202');
  await form.getByRole('button', { name: 'Delivered' }).click();
  await expectDelivered(driver);

  // 3. Weighed over, the top-up prompt the Admin sends is paid before the driver arrives: nothing to collect.
  const topUpAdmin = await pageOf(browser, DEMO.admin);
  await topUpAdmin.goto(`/adminorder/${topUp.id}`);
  await topUpAdmin.getByRole('button', { name: 'Send M-Pesa prompt' }).click();
  await expect(topUpAdmin.getByText('M-Pesa prompt sent.')).toBeVisible({ timeout: FUNCTIONS });
  await answerOnPhone(browser, topUpPhone.shown, 'Approve');
  await openDelivery(driver, topUp.id, topUp.number);
  await expect(driver.getByText('Paid: nothing to collect')).toBeVisible({ timeout: FUNCTIONS });
  form = await enterCode(driver, '1203');
  await form.getByRole('button', { name: 'Delivered' }).click();
  await expectDelivered(driver);

  // 4. A phone order paid on delivery, in cash.
  await openDelivery(driver, phoneOrder.id, phoneOrder.number);
  form = await enterCode(driver, '1204');
  await form.getByRole('radio', { name: 'The customer paid in cash' }).check();
  await form.getByRole('textbox', { name: 'Cash collected (Ksh)' }).fill('2850');
  await form.getByRole('button', { name: 'Delivered' }).click();
  await expectDelivered(driver);

  // 5. Nobody at home: brought back.
  await openDelivery(driver, failed.id, failed.number);
  await driver.getByRole('tab', { name: 'Failed' }).click();
  await driver.getByLabel('Why did the delivery fail?').fill('Nobody at home, phone off');
  await driver.getByRole('button', { name: 'Mark failed' }).click();
  await expect(driver.getByLabel('Status')).toHaveText('Delivery failed');

  // 6. Delivered, but the customer did not pay.
  await openDelivery(driver, unpaid.id, unpaid.number);
  form = await enterCode(driver, '1206');
  await form.getByRole('radio', { name: 'The customer did not pay' }).check();
  await form.getByLabel('Why did the customer not pay?').fill('Will pay at the shop on Friday');
  await form.getByRole('button', { name: 'Delivered' }).click();
  await expectDelivered(driver);

  // 7. Paid by M-Pesa and cut short: the Admin refunds Ksh 100 of it, and M-Pesa pays it out.
  const admin = await pageOf(browser, DEMO.admin);
  await admin.goto(`/adminorder/${short.id}`);
  const refund = admin.getByRole('form', { name: 'Refund' });
  await refund.getByLabel('Amount (Ksh)').fill('100');
  await refund.getByLabel('Reason').fill('Two steaks were trimmed short');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByText('Refund sent to the provider.')).toBeVisible({ timeout: FUNCTIONS });
  await processMpesaRefund(refundPhone);
  await expect(admin.getByLabel('Money', { exact: true }).getByLabel('Refunded', { exact: true })).toHaveText(
    `−${formatKes(10_000)}`,
    { timeout: FUNCTIONS },
  );

  // The driver holds the cash of 1 and 4 (Ksh 102 + Ksh 2,850), and sees it on the round.
  await driver.goto('/driverpage');
  const held = driver.getByRole('region', { name: 'Cash you hold' });
  await expect(held.getByLabel('Cash you hold in all')).toHaveText('Ksh 2,952', { timeout: FUNCTIONS });

  // Every role's screen of order 1 tells the same money: M-Pesa ahead, Ksh 102 in cash, nothing due.
  const customerPage = await pageOf(browser, customer.email);
  await customerPage.goto('/coopenorder');
  for (const page of [customerPage, admin]) {
    if (page === admin) await admin.goto(`/adminorder/${overCash.id}`);
    const money = page.getByLabel('Money');
    await expect(money.getByLabel('Paid before delivery')).toHaveText('Ksh 2,850');
    await expect(money.getByLabel('Cash at the door, collected by Hassan Abdi')).toHaveText('Ksh 102');
    await expect(money.getByLabel('Still to pay')).toHaveText('Nothing');
  }
  await expect(admin.getByRole('table', { name: 'Payments' })).toContainText(
    'Cash at the door · collected by Hassan Abdi',
  );

  // The unpaid delivery waits on the Admin's board.
  await admin.goto('/allorders');
  const exceptions = admin.getByRole('table', { name: 'Not paid at the door' });
  await expect(exceptions.getByRole('row', { name: new RegExp(unpaid.number) })).toContainText(
    'Will pay at the shop on Friday',
  );

  // Staff count Hassan's cash in; the brought-back delivery is listed beside it.
  const staff = await pageOf(browser, DEMO.staff);
  await staff.goto('/cashup');
  const cashUp = staff.getByRole('region', { name: 'Hassan Abdi’s cash-up' });
  await expect(cashUp.getByLabel('Expected')).toHaveText('Ksh 2,952');
  await expect(cashUp.getByLabel('Brought back')).toContainText(failed.number);
  await cashUp.getByRole('textbox', { name: 'Cash counted (Ksh)' }).fill('2952');
  await expect(cashUp.getByLabel('Difference')).toHaveText('The count matches.');
  await cashUp.getByRole('button', { name: 'Confirm the count' }).click();
  await expect(staff.getByText('Counted in: Ksh 2,952 of Ksh 2,952 expected.')).toBeVisible({
    timeout: FUNCTIONS,
  });
  await expect(staff.getByRole('table', { name: 'Latest cash-ups' })).toContainText('Hassan Abdi');
  await expect(driver.getByRole('region', { name: 'Cash you hold' })).toHaveCount(0, { timeout: FUNCTIONS });

  // The day's close adds up to the sum over the day's orders, as the server holds them.
  await admin.goto(`/dayclose?from=${today}&to=${today}`);
  await expect(async () => {
    const orders = await server.ordersOf(today);
    const cash = orders.reduce(
      (sum, order) => sum + collectedAtDoorCents(order.collections.filter((each) => each.method === 'cash')),
      0,
    );
    const mpesaAtDoor = orders.reduce(
      (sum, order) => sum + collectedAtDoorCents(order.collections.filter((each) => each.method === 'mpesa')),
      0,
    );
    const moneyIn = orders.reduce((sum, order) => sum + order.paidCents, 0);
    const refunded = orders.reduce((sum, order) => sum + order.refundedCents, 0);
    const owed = orders.reduce((sum, order) => {
      const account = orderMoneyAccount(order);
      return sum + (account.unpaid && !account.unpaid.resolved ? account.unpaid.dueCents : 0);
    }, 0);
    await admin.reload();
    const close = admin.getByRole('region', { name: 'Money in' });
    await expect(close.getByLabel('Cash at the door')).toHaveText(formatKes(cash), { timeout: 2_000 });
    await expect(close.getByLabel('M-Pesa at the door')).toHaveText(formatKes(mpesaAtDoor), {
      timeout: 2_000,
    });
    await expect(close.getByLabel('Money in, every way')).toHaveText(formatKes(moneyIn), { timeout: 2_000 });
    await expect(close.getByLabel('Refunded')).toHaveText(formatKes(refunded), { timeout: 2_000 });
    await expect(close.getByLabel('The shop holds')).toHaveText(formatKes(moneyIn - refunded), {
      timeout: 2_000,
    });
    await expect(
      admin.getByRole('region', { name: 'Delivered orders' }).getByLabel('Not paid at the door'),
    ).toHaveText(formatKes(owed), { timeout: 2_000 });
  }).toPass({ timeout: FUNCTIONS });
  const cashUps = admin.getByRole('region', { name: 'Drivers’ cash-ups' });
  await expect(cashUps.getByLabel('Cash counted')).not.toHaveText('Ksh 0');
  await expect(cashUps.getByLabel('Difference')).toHaveText('Ksh 0');

  // The Admin settles the unpaid delivery: it leaves the board's list.
  await admin.goto(`/adminorder/${unpaid.id}`);
  const settle = admin.getByRole('form', { name: 'Settle the unpaid delivery' });
  await settle.getByRole('radio', { name: 'The customer paid it at the shop' }).check();
  await settle.getByLabel('Note (who paid, or why it is written off)').fill('Brian paid cash at the counter');
  await settle.getByRole('button', { name: 'Settle it' }).click();
  await expect(admin.getByText('Settled. It leaves the unpaid list.')).toBeVisible({ timeout: FUNCTIONS });
  await admin.goto('/allorders');
  await expect(admin.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Orders' }).getByRole('row')).not.toHaveCount(0);
  await expect(
    admin.getByRole('table', { name: 'Not paid at the door' }).getByText(unpaid.number),
  ).toHaveCount(0);
});
