import { Alert, Button, Group } from '@mantine/core';
import { STORAGE_REFUSED } from '../lib/device-databases';

/** What the cart and the checkout steps show when the browser refuses to keep the cart on this device. */
export function CartUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="ember" title="Your cart could not be opened" maw={560}>
      {STORAGE_REFUSED}
      <Group mt="md">
        <Button variant="light" color="ember" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
