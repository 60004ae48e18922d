import { useLiveQuery } from 'dexie-react-hooks';
import type { CartLine } from '../../../../domain/cart-lines';
import { readCartLines } from './cart-db';

export type Cart = { status: 'loading' } | { status: 'ready'; lines: CartLine[] };

/** The cart as it is in IndexedDB, live: every tab and every screen sees a change at once. */
export function useCart(): Cart {
  const lines = useLiveQuery(readCartLines, []);
  return lines === undefined ? { status: 'loading' } : { status: 'ready', lines };
}
