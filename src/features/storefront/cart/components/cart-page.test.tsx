import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { DEVICE_DATABASES } from '../../../../lib/device-databases';
import { renderRoutes } from '../../../../testing/render';
import { useRefusableStorage } from '../../../../testing/refusable-storage';

const beef = perKgItem({ pricePerKgCents: 85_000, stepGrams: 250, minGrams: 250, stockGrams: 10_000 });

/** A fresh page on this device: the cart's store and database are module state, as in one tab. */
async function openCartPage() {
  vi.resetModules();
  const { CartPage } = await import('./cart-page');
  renderRoutes('/cart', { '/cart': CartPage, '/': null });
}

describe('the cart page on a browser that refuses the cart', () => {
  const storage = useRefusableStorage(DEVICE_DATABASES.cart);

  it('says the cart could not be opened, and shows it once trying again opens it', async () => {
    // This device holds a cart, emptied: the page opens it to read it.
    vi.resetModules();
    const { addToCart, removeLine } = await import('../api/cart-actions');
    await addToCart('beef-sirloin', beef, 500);
    await removeLine('beef-sirloin');

    storage.refuse(true);
    await openCartPage();
    expect(await screen.findByText('Your cart could not be opened')).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty.')).not.toBeInTheDocument();

    storage.refuse(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByText('Your cart could not be opened')).not.toBeInTheDocument();
  });
});
