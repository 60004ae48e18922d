import { Box } from '@mantine/core';
import { STORAGE_REFUSED } from '../lib/device-databases';
import { QueryError } from './query-error';

/** What the cart and the checkout steps show when the browser refuses to keep the cart on this device. */
export function CartUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box maw={560}>
      <QueryError title="Your cart could not be opened" message={STORAGE_REFUSED} onRetry={onRetry} />
    </Box>
  );
}
