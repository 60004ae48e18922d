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

describe('the delivery step in Kiswahili', () => {
  useRefusableStorage(DEVICE_DATABASES.cart);

  it('names the step and the steps after it in Kiswahili', async () => {
    // The page's modules as this file loaded them (Firestore starts once per module set): its messages'
    // runtime is the one the language is set on.
    const { speak } = await import('../../../../lib/locale');
    speak('sw-KE');
    const { DeliveryPage } = await import('./delivery-page');
    renderRoutes('/codelivery', { '/codelivery': DeliveryPage, '/': null });
    expect(await screen.findByRole('heading', { name: 'Kufikishiwa au kuchukua' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Hatua za malipo' });
    expect(steps).toHaveTextContent('Usafirishaji›Akaunti›Maelezo›Anwani›Malipo');
    expect(screen.queryByText(/Delivery or pickup|Payment/)).not.toBeInTheDocument();
    speak('en-KE');
  });
});
