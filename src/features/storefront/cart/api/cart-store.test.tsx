import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { perKgItem } from '@nyama/domain/fixtures/test-items';
import { DEVICE_DATABASES, mayHoldDatabase } from '../../../../lib/device-databases';
import { useRefusableStorage } from '../../../../testing/refusable-storage';
import type { Cart } from './cart-store';

const beef = perKgItem({ pricePerKgCents: 85_000, stepGrams: 250, minGrams: 250, stockGrams: 10_000 });

/** A fresh device and a fresh page: the cart store is module state, as it is in one tab. */
async function openPage() {
  vi.resetModules();
  const { useCart } = await import('./use-cart');
  const actions = await import('./cart-actions');
  const { retryCart } = await import('./cart-store');
  return { useCart, actions, retryCart };
}

/** Waits until the page's cart holds one line: this much sirloin. */
function cartHoldsSirloin(result: { current: Cart }, quantity: number) {
  return waitFor(() =>
    expect(result.current).toMatchObject({ status: 'ready', lines: [{ itemId: 'beef-sirloin', quantity }] }),
  );
}

describe('the cart a page reads', () => {
  const storage = useRefusableStorage(DEVICE_DATABASES.cart);

  it('is empty on a device with no cart, without creating one', async () => {
    const { useCart } = await openPage();
    const { result } = renderHook(() => useCart());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', lines: [] }));
    expect(await mayHoldDatabase(DEVICE_DATABASES.cart)).toBe(false);
  });

  it('follows the cart the page creates with its first line', async () => {
    const { useCart, actions } = await openPage();
    const { result } = renderHook(() => useCart());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => {
      expect(await actions.addToCart('beef-sirloin', beef, 1_000)).toEqual({ ok: true });
    });
    await cartHoldsSirloin(result, 1_000);
  });

  it('reads the cart a device already holds', async () => {
    const first = await openPage();
    await first.actions.addToCart('beef-sirloin', beef, 750);
    const { useCart } = await openPage();
    const { result } = renderHook(() => useCart());
    await cartHoldsSirloin(result, 750);
  });

  it('says the cart is unavailable when the browser refuses it, and reads it on a retry', async () => {
    const first = await openPage();
    await first.actions.addToCart('beef-sirloin', beef, 750);
    storage.refuse(true);
    const { useCart, retryCart } = await openPage();
    const { result } = renderHook(() => useCart());
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable' }));
    expect(console.error).toHaveBeenCalledWith('This device would not open the cart.', expect.anything());

    storage.refuse(false);
    act(() => retryCart());
    await cartHoldsSirloin(result, 750);
  });

  it('refuses an add the browser refused, and keeps the next one once storage works', async () => {
    const { useCart, actions } = await openPage();
    const { result } = renderHook(() => useCart());
    storage.refuse(true);
    await expect(actions.addToCart('beef-sirloin', beef, 500)).rejects.toThrow();
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable' }));

    storage.refuse(false);
    await act(async () => {
      expect(await actions.addToCart('beef-sirloin', beef, 500)).toEqual({ ok: true });
    });
    await cartHoldsSirloin(result, 500);
  });
});
