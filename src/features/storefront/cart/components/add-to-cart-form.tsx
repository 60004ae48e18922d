import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { QuantityForm } from '../../../../components/quantity-form';
import type { ItemWithId } from '../../catalog/public';
import { useCart } from '../api/use-cart';
import { quantityWords } from '../../../../lib/quantity-words';
import { m } from '../../../../paraglide/messages';

/** Choose a weight (per-kg items) or a count, see the estimate, and put it in the cart. */
export function AddToCartForm({ item }: { item: ItemWithId }) {
  const cart = useCart();
  const inCart =
    cart.status === 'ready' ? (cart.lines.find((line) => line.itemId === item.id)?.quantity ?? 0) : 0;
  const add = async (quantity: number) => {
    // Dexie loads with the first line, not with the page: a first visit's item page paints without it
    // (decision 052); the service worker has precached it by the time a customer taps. The toasts are
    // not waited for: the line is written as soon as Dexie is here.
    const { addToCart } = await import('../api/cart-actions');
    const result = await addToCart(item.id, item, quantity);
    // The line is kept and the header counts it before anything says so; the toast follows when it loads.
    if (result.ok) {
      void import('@mantine/notifications').then(
        ({ notifications }) =>
          notifications.show({
            color: 'green',
            message: m.store_cart_added({ quantity: quantityWords(item, quantity), name: item.name }),
          }),
        // Offline before the worker kept the toasts: the header's count has said it.
        () => undefined,
      );
    }
    return result;
  };
  return (
    <QuantityForm item={item} already={inCart} submitLabel={m.store_cart_add()} onAdd={add}>
      {inCart > 0 && (
        <Button component={Link} to="/cart" variant="light">
          {m.store_cart_in_cart({ quantity: quantityWords(item, inCart) })}
        </Button>
      )}
    </QuantityForm>
  );
}
