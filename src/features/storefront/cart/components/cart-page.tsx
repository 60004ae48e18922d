import { Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { CartUnavailable } from '../../../../components/cart-unavailable';
import { EmptyCart } from '../../../../components/empty-cart';
import { LoadingScreen } from '../../../../components/loading-screen';
import { useCart } from '../api/use-cart';
import { CartChanges } from './cart-changes';
import { retryCart } from '../api/cart-store';
import { m } from '../../../../paraglide/messages';

/** The lines and their editing load with a cart that has lines: a first visit's /cart paints without Dexie (decision 052). */
const CartLines = lazy(() => import('./cart-lines').then((module) => ({ default: module.CartLines })));

/** /cart: the lines with editable quantities, the estimate, and the way into checkout. */
export function CartPage() {
  const cart = useCart();
  return (
    <Stack>
      <Title order={1}>{m.store_cart_title()}</Title>
      <CartChanges />
      {cart.status === 'loading' && <LoadingScreen />}
      {cart.status === 'unavailable' && <CartUnavailable onRetry={retryCart} />}
      {cart.status === 'ready' && cart.lines.length === 0 && <EmptyCart />}
      {cart.status === 'ready' && cart.lines.length > 0 && (
        <Suspense fallback={<LoadingScreen />}>
          <CartLines lines={cart.lines} />
        </Suspense>
      )}
    </Stack>
  );
}
