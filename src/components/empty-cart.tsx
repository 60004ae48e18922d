import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { m } from '../paraglide/messages';

/** What the cart and the checkout steps show when there is nothing to buy. */
export function EmptyCart() {
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{m.shared_cart_empty()}</Text>
      <Button component={Link} to="/">
        {m.shared_cart_browse()}
      </Button>
    </Stack>
  );
}
