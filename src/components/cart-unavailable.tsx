import { Alert, Button, Group } from '@mantine/core';

/** What the cart and the checkout steps show when the browser refuses to keep the cart on this device. */
export function CartUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="ember" title="Your cart could not be opened" maw={560}>
      This browser would not let the shop keep your cart on this phone: its storage may be full, or blocked
      for this site or in a private window. Free some space or allow the site to store data, then try again.
      <Group mt="md">
        <Button variant="light" color="ember" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
