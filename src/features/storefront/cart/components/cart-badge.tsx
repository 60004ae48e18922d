import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCart } from '../api/use-cart';

/** The header's way to the cart, with the number of lines in it. */
export function CartBadge() {
  const cart = useCart();
  const count = cart.status === 'ready' ? cart.lines.length : 0;
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4} color="ember">
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      >
        <IconShoppingCart size={20} />
      </ActionIcon>
    </Indicator>
  );
}
