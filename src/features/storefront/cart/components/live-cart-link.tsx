import { useCart } from '../api/use-cart';
import { CartLink } from './cart-link';

/** The cart link with the live count of lines in this device's cart. */
export function LiveCartLink() {
  const cart = useCart();
  return <CartLink count={cart.status === 'ready' ? cart.lines.length : 0} />;
}
