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

describe('the cart page in Kiswahili', () => {
  useRefusableStorage(DEVICE_DATABASES.cart);

  it('shows the lines, the estimate and the way to pay in Kiswahili', async () => {
    // The catalogue cannot answer here, so the lines show as they were saved: with the emulators running
    // beside the tests, the page's read reached their demo catalogue, which sells no test item.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.resetModules();
    const { addToCart } = await import('../api/cart-actions');
    await addToCart('beef-sirloin', beef, 500);
    // A fresh page loads a fresh messages' runtime: the language is set on that one.
    const { speak } = await import('../../../../lib/locale');
    speak('sw-KE');
    const { CartPage } = await import('./cart-page');
    renderRoutes('/cart', {
      '/cart': CartPage,
      '/': null,
      '/codelivery': null,
      '/shop/$group/$itemId': null,
    });
    expect(await screen.findByRole('link', { name: 'Lipia oda' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kikapu chako' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Ondoa ${beef.name}` })).toBeInTheDocument();
    expect(screen.getByText('Jumla ndogo inayokadiriwa', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/Your cart|Checkout|Estimated/)).not.toBeInTheDocument();
    speak('en-KE');
    vi.unstubAllGlobals();
  });
});
