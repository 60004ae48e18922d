import { useCart } from '../api/use-cart';
import { CartLink } from './cart-link';

/** The header's way to the cart, with the number of lines in it (no count while the cart is read). */
export function CartBadge() {
  const cart = useCart();
  return <CartLink count={cart.status === 'ready' ? cart.lines.length : 0} />;
}
