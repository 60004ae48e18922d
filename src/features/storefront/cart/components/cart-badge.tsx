import { lazy, Suspense } from 'react';
import { CartLink } from './cart-link';

/**
 * The header's way to the cart, with the number of lines in it. The count comes from the cart in Dexie,
 * loaded after the first paint (decision 044): until then the link shows no count.
 */
export function CartBadge() {
  return (
    <Suspense fallback={<CartLink count={0} />}>
      <LiveCartLink />
    </Suspense>
  );
}

const LiveCartLink = lazy(() =>
  import('./live-cart-link').then((module) => ({ default: module.LiveCartLink })),
);
