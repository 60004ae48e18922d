import { expect, test } from './fixtures';
import { DEMO, signIn } from './helpers';

test('an admin makes a customer a driver and the open session picks it up without signing out', async ({
  browser,
}) => {
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signIn(customer, DEMO.customer2);
  await customer.goto('/user');
  await expect(customer.getByLabel('Role')).toHaveText('User');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/allusers');
  await admin.getByRole('combobox', { name: 'Role of Brian Kamau' }).click();
  await admin.getByRole('option', { name: 'Driver' }).click();
  await expect(admin.getByText('Role changed to Driver.')).toBeVisible();

  await expect(customer.getByLabel('Role')).toHaveText('Driver');
  await customer.goto('/driverpage');
  await expect(customer.getByRole('heading', { name: 'Today’s round' })).toBeVisible();
  await expect(customer).toHaveURL(/\/driverpage$/);

  await customerContext.close();
  await adminContext.close();
});
