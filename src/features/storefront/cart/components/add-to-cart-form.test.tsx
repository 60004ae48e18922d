import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { DEVICE_DATABASES } from '../../../../lib/device-databases';
import { renderRoutes } from '../../../../testing/render';
import { useRefusableStorage } from '../../../../testing/refusable-storage';

const user = userEvent.setup({ delay: null });
const sirloin = {
  ...perKgItem({ name: 'Sirloin steak', pricePerKgCents: 85_000, stepGrams: 250, minGrams: 500 }),
  id: 'beef-sirloin',
};

/** An item page on a fresh tab of this device: the header's cart link above the item's form. */
async function openItemPage() {
  vi.resetModules();
  const { AddToCartForm } = await import('./add-to-cart-form');
  const { CartBadge } = await import('./cart-badge');
  renderRoutes('/shop/beef/beef-sirloin', {
    '/shop/beef/beef-sirloin': () => (
      <>
        <CartBadge />
        <AddToCartForm item={sirloin} />
      </>
    ),
    '/cart': null,
  });
}

describe('adding to the cart', () => {
  useRefusableStorage(DEVICE_DATABASES.cart);

  it('keeps the line and counts it in the header, even when the toast cannot load', async () => {
    // Offline on a first visit, before the service worker kept the toasts' code: its import fails.
    vi.doMock('@mantine/notifications', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await openItemPage();
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In your cart: 500 g' })).toBeInTheDocument();
    vi.doUnmock('@mantine/notifications');
    // What a reload would find: the line is on the device.
    const { readCartLines } = await import('../api/cart-db');
    expect(await readCartLines()).toMatchObject([{ itemId: 'beef-sirloin', quantity: 500 }]);
  });
});

describe('adding to the cart in Kiswahili', () => {
  useRefusableStorage(DEVICE_DATABASES.cart);

  it('offers to add and says what is in the cart in Kiswahili', async () => {
    vi.resetModules();
    // A fresh page loads a fresh messages' runtime: the language is set on that one.
    const { speak } = await import('../../../../lib/locale');
    speak('sw-KE');
    const { AddToCartForm } = await import('./add-to-cart-form');
    renderRoutes('/shop/beef/beef-sirloin', {
      '/shop/beef/beef-sirloin': () => <AddToCartForm item={sirloin} />,
      '/cart': null,
    });
    await user.click(await screen.findByRole('button', { name: 'Weka kwenye kikapu' }));
    expect(await screen.findByRole('link', { name: 'Kwenye kikapu: 500 g' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    speak('en-KE');
  });
});
