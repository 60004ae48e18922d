import { Stack } from '@mantine/core';
import { isOpen } from '@nyama/domain/kernel/order-status';
import { useSession } from '../../features/common/auth/api/use-session';
import { useCurrentOrder } from '../../features/storefront/orders/api/use-current-order';
import { OpenOrderPage } from '../../features/storefront/orders/components/open-order-page';
import { customerPush, PushOptIn } from '../../features/storefront/push/components/push-opt-in';
import { reachOf } from './reach';

/**
 * /coopenorder: the open order, and below it the offer to be notified about it. Composed here because
 * the orders and push features do not know each other.
 */
export function OpenOrderScreen() {
  const session = useSession();
  const currentOrder = useCurrentOrder();
  const following =
    session.status === 'signedIn' && currentOrder.status === 'ready' && isOpen(currentOrder.order.status);
  return (
    <Stack>
      <OpenOrderPage />
      {following && <PushOptIn uid={session.uid} purpose={customerPush()} reach={reachOf(session)} />}
    </Stack>
  );
}
