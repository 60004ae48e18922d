import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { m } from '../../../../paraglide/messages';

/** A link to the cart that says how many lines it holds. */
export function CartLink({ count }: { count: number }) {
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4} color="ember">
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={count === 0 ? m.cart_empty() : m.cart_count({ count })}
      >
        <IconShoppingCart size={20} />
      </ActionIcon>
    </Indicator>
  );
}
