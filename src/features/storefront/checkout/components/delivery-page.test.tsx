import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEVICE_DATABASES, STORAGE_REFUSED } from '../../../../lib/device-databases';
import { renderRoutes } from '../../../../testing/render';
import { useRefusableStorage } from '../../../../testing/refusable-storage';

describe('the delivery step on a browser that refuses its storage', () => {
  const storage = useRefusableStorage(DEVICE_DATABASES.cart);

  it('says why it cannot go on, and shows the step once trying again opens the checkout', async () => {
    storage.refuse(true);
    vi.resetModules();
    const { DeliveryPage } = await import('./delivery-page');
    renderRoutes('/codelivery', { '/codelivery': DeliveryPage, '/': null });
    expect(await screen.findByText(STORAGE_REFUSED)).toBeInTheDocument();

    storage.refuse(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByText(STORAGE_REFUSED)).not.toBeInTheDocument();
  });
});
