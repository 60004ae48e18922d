import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { QuantityForm } from '../../../../components/quantity-form';
import { describeQuantity } from '@nyama/domain/catalogue/quantity';
import { useCart } from '../../cart/api/use-cart';
import type { ItemWithId } from '../api/items';

/** Choose a weight (per-kg items) or a count, see the estimate, and put it in the cart. */
export function AddToCartForm({ item }: { item: ItemWithId }) {
  const cart = useCart();
  const inCart =
    cart.status === 'ready' ? (cart.lines.find((line) => line.itemId === item.id)?.quantity ?? 0) : 0;
  const add = async (quantity: number) => {
    // Dexie and the toasts load with the first line, not with the page: a first visit's item page paints
    // without them (decision 052); the service worker has precached them by the time a customer taps.
    const [{ addToCart }, { notifications }] = await Promise.all([
      import('../../cart/api/cart-actions'),
      import('@mantine/notifications'),
    ]);
    const result = await addToCart(item.id, item, quantity);
    if (result.ok) {
      notifications.show({
        color: 'green',
        message: `Added ${describeQuantity(item, quantity)} of ${item.name} to your cart.`,
      });
    }
    return result;
  };
  return (
    <QuantityForm item={item} already={inCart} submitLabel="Add to cart" onAdd={add}>
      {inCart > 0 && (
        <Button component={Link} to="/cart" variant="light">
          In your cart: {describeQuantity(item, inCart)}
        </Button>
      )}
    </QuantityForm>
  );
}
