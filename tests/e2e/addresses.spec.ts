import { expect, test } from './fixtures';
import { choose, DEMO, signIn } from './helpers';

test('a customer adds an address; bad input is explained first', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/newaddress');
  await page.getByLabel('Label').fill('Office');
  await page.getByLabel('Phone').fill('12345');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Enter a Kenyan mobile number')).toBeVisible();
  await expect(page.getByText('Choose your delivery area')).toBeVisible();

  await page.getByLabel('Phone').fill('+254 722 000 999');
  await page.getByRole('combobox', { name: 'Delivery area' }).click();
  await page.getByRole('option', { name: /Eastlands/ }).click();
  await choose(page, 'Estate or area', 'Buruburu');
  await page.getByLabel('Street or road').fill('Mumias South Road');
  await page.getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL(/\/user$/);
  const office = page.getByText('Office', { exact: true });
  await expect(office).toBeVisible();
  await expect(page.getByText('Eastlands · 0722 000 999')).toBeVisible();
});

test('signed out, /newaddress asks to sign in', async ({ page }) => {
  await page.goto('/newaddress');
  await expect(page.getByText('Sign in to keep delivery addresses')).toBeVisible();
});
