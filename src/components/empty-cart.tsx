import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** What the cart and the checkout steps show when there is nothing to buy. */
export function EmptyCart() {
  return (
    <Stack align="flex-start" gap="sm">
      <Text>Your cart is empty.</Text>
      <Button component={Link} to="/">
        Browse the shop
      </Button>
    </Stack>
  );
}
