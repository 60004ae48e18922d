import type { CartLine } from '@nyama/domain/orders/cart-lines';
import { DEVICE_DATABASES, mayHoldDatabase } from '../../../../lib/device-databases';

/** `unavailable`: the browser refused the cart (storage blocked, full or missing); its screens say so. */
export type Cart = { status: 'loading' } | { status: 'ready'; lines: CartLine[] } | { status: 'unavailable' };

/**
 * The cart as it is in IndexedDB, live: every screen of every tab sees a change at once. Dexie loads only
 * where the device holds a cart, or when this tab writes one (decision 052): a first visit's pages learn
 * that the cart is empty without it.
 */
let cart: Cart = { status: 'loading' };
let following: Promise<void> | null = null;
let asked = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function set(next: Cart): void {
  cart = next;
  notify();
}

/** Reads the cart from Dexie from now on. Cart writes call it, so the tab that creates the cart follows it. */
export function followCart(): Promise<void> {
  following ??= import('./cart-db').then(({ watchCartLines }) => {
    watchCartLines(
      (lines) => set({ status: 'ready', lines }),
      (error) => {
        console.error('This device would not open the cart.', error);
        following = null;
        set({ status: 'unavailable' });
      },
    );
  });
  return following;
}

/**
 * The lines this tab has just written, shown at once: the header's count is the confirmation of an add,
 * so it changes when the write commits, not at the live query's next answer.
 */
export function showCartLines(lines: CartLine[]): void {
  set({ status: 'ready', lines });
}

/** Opens the cart afresh after the browser refused it: its screens' "Try again". */
export function retryCart(): void {
  set({ status: 'loading' });
  void followCart();
}

/** Follows the cart if this device holds one; otherwise it is empty until a write creates it. */
async function askDevice(): Promise<void> {
  if (following) return;
  if (await mayHoldDatabase(DEVICE_DATABASES.cart)) await followCart();
  else if (cart.status === 'loading') set({ status: 'ready', lines: [] });
}

// Another tab may create the cart while this one shows it empty: look again when this tab is shown.
function onShown(): void {
  if (document.visibilityState === 'visible') void askDevice();
}

export const cartStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!asked) {
      asked = true;
      document.addEventListener('visibilitychange', onShown);
      void askDevice();
    }
    return () => listeners.delete(listener);
  },
  get(): Cart {
    return cart;
  },
};
