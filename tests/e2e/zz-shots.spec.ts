import { test } from '@playwright/test';
import { addToCart } from './purchase-helpers';

test('shots @phone', async ({ page }) => {
  await addToCart(page, 'Beef', 'Sirloin steak', 5);
  await page.screenshot({ path: '/tmp/shot-item.png', fullPage: true });
  await page.goto('/shop/beef');
  await page.screenshot({ path: '/tmp/shot-group.png', fullPage: true });
  await addToCart(page, 'Chicken', 'Whole broiler', 1);
  await page.goto('/cart');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-cart.png', fullPage: true });
  await page.goto('/codelivery');
  await page.getByRole('combobox', { name: 'Delivery area' }).click();
  await page.getByRole('option', { name: 'Eastlands' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-delivery.png', fullPage: true });
});
