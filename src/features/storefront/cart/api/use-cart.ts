import { useSyncExternalStore } from 'react';
import { cartStore, type Cart } from './cart-store';

/** The cart as it is in IndexedDB, live (cart-store.ts). */
export function useCart(): Cart {
  return useSyncExternalStore(cartStore.subscribe, cartStore.get, cartStore.get);
}
