import { expect, test } from './fixtures';
import { formatKes } from '@nyama/domain/kernel/money';
import { addTotals, NO_TOTALS, totalsByDay } from '@nyama/domain/orders/order-archive';
import { nairobiDate } from '@nyama/domain/delivery/slots';
import { ORDERS } from '../../scripts/seed/orders';
import { DEMO, signIn } from './helpers';

const DAY_MS = 86_400_000;

test('the Admin finds a customer’s archived orders over two weeks by phone, with the day totals, and opens one read-only', async ({
  page,
}) => {
  const from = nairobiDate(Date.now() - 13 * DAY_MS);
  const to = nairobiDate(Date.now());
  // The seed's archived orders placed in the range, whoever the customer: what the totals add up.
  const inRange = totalsByDay(ORDERS.map(({ order }) => order).filter((order) => order.archived)).filter(
    (day) => day.day >= from && day.day <= to,
  );
  const total = inRange.reduce(addTotals, NO_TOTALS);

  await signIn(page, DEMO.admin);
  await page.goto('/allorders');
  // The board holds only what is not archived: today's orders, not NY-1001 and NY-1004, closed days ago
  // (a dozen orders at most, so they would be on this first page).
  const board = page.getByRole('table', { name: 'Orders' });
  await expect(board.getByText('NY-1002')).toBeVisible();
  await expect(board.getByText('NY-1001')).toHaveCount(0);
  await expect(board.getByText('NY-1004')).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Archive', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order archive' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Search the archive' });
  await form.getByRole('textbox', { name: 'From' }).fill(from);
  await form.getByRole('textbox', { name: 'To' }).fill(to);
  await form.getByRole('textbox', { name: 'Order number, phone or name' }).fill('0722 111 222');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=0722/);

  // Brian's closed orders of the fortnight; the one from 40 days ago is outside the range.
  const orders = page.getByRole('table', { name: 'Archived orders' });
  await expect(orders.getByRole('row')).toHaveCount(3);
  await expect(orders.getByText('NY-1004')).toBeVisible();
  await expect(orders.getByText('NY-0997')).toBeVisible();
  await expect(orders.getByText('NY-0996')).toHaveCount(0);

  const totals = page.getByRole('table', { name: 'Day totals' });
  await expect(totals.getByRole('row')).toHaveCount(inRange.length + 2);
  await expect(totals.getByRole('row', { name: /^Total/ })).toHaveText(
    `Total${total.orders}${[total.revenueCents, total.refundedCents, total.revenueCents - total.refundedCents]
      .map(formatKes)
      .join('')}`,
  );

  await orders.getByText('NY-0997').click();
  await expect(page).toHaveURL(/\/archorder\/order-0997$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order NY-0997' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Archived' })).toContainText('read-only');
  await expect(page.getByRole('region', { name: 'Next step' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Lines' })).toContainText('Sirloin steak');
  await page.getByRole('link', { name: '← Order archive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order archive' })).toBeVisible();
});
