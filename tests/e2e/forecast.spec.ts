import { expect, test } from './fixtures';
import { DEMO, signIn } from './helpers';

// The seed holds 120 days of packing; the forecast runs in a worker of the real browser.
test('staff read the forecast learnt from the seeded history, with the animals to buy', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/inventoryforecast');
  await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
  const byItem = page.getByRole('table', { name: 'Forecast by item' });
  await expect(byItem.getByRole('row', { name: /Cube in bone/ })).toBeVisible({ timeout: 30_000 });
  // The seeded history has the weekday and payday shape the model fits: it beats the naive guess.
  const errors = await page.getByText(/^\d+ %$/).allTextContents();
  const [model, naive] = errors.slice(0, 2).map((text) => Number.parseInt(text, 10));
  expect(model).toBeLessThan(naive ?? 0);
  const animals = page.getByRole('table', { name: 'Animals to buy' });
  await expect(animals.getByRole('row', { name: /Cattle/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Cube in bone: packed and forecast by day/ })).toBeVisible();
});
