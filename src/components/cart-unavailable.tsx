import { Box } from '@mantine/core';
import { m } from '../paraglide/messages';
import { QueryError } from './query-error';

/** What the cart and the checkout steps show when the browser refuses to keep the cart on this device. */
export function CartUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Box maw={560}>
      <QueryError
        title={m.shared_cart_not_opened()}
        message={m.shared_cart_storage_refused()}
        onRetry={onRetry}
      />
    </Box>
  );
}
