import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Order } from '@nyama/domain/orders/order';
import {
  canTransition,
  isChangeable,
  isStaffCancellable,
  isToDeliver,
} from '@nyama/domain/kernel/order-status';
import { butchersQuery } from '../../catalogue/public';
import { CancelOrderForm } from './cancel-order-form';
import { DriverHandOver } from './driver-hand-over';
import { ResolveDoorUnpaidForm } from './resolve-door-unpaid-form';
import { StartPackingForm } from './start-packing-form';
import { UnlockDeliveryForm } from './unlock-delivery-form';
import { WeighForm } from './weigh-form';
import { m } from '../../../../paraglide/messages';

/** What staff can do next, following the order's state machine only. */
export function OrderActionsPanel({ orderId, order }: { orderId: string; order: Order }) {
  // The catalogue's list of butchers, read once for both screens; only those still working here pack.
  const butchers = useQuery({
    ...butchersQuery(),
    select: (all) => all.rows.filter((butcher) => butcher.active),
  });
  const canAssign = order.fulfilment === 'delivery' && isToDeliver(order.status);
  const actions = [
    isChangeable(order.status) && (
      <Button
        key="change"
        component={Link}
        to={`/adminchangeorder/${orderId}`}
        variant="light"
        w="fit-content"
      >
        {m.staff_order_change()}
      </Button>
    ),
    canTransition(order.status, 'packing') && (
      <StartPackingForm key="pack" orderId={orderId} butchers={butchers.data ?? []} />
    ),
    order.status === 'packing' && (
      <WeighForm key="weigh" orderId={orderId} order={order} butchers={butchers.data ?? []} />
    ),
    canAssign && (
      <DriverHandOver
        key="driver"
        orderId={orderId}
        status={order.status}
        driverId={order.driverId}
        slot={order.slot}
      />
    ),
    (order.delivery?.lockedAtMs ?? null) !== null && isToDeliver(order.status) && (
      <UnlockDeliveryForm key="unlock" orderId={orderId} />
    ),
    order.status === 'delivered' && order.doorUnpaid && !order.doorUnpaid.resolved && (
      <ResolveDoorUnpaidForm key="unpaid" orderId={orderId} unpaid={order.doorUnpaid} />
    ),
    isStaffCancellable(order.status) && (
      <CancelOrderForm key="cancel" orderId={orderId} paid={order.payment?.state === 'succeeded'} />
    ),
  ].filter(Boolean);
  if (actions.length === 0) return <Text c="dimmed">{m.staff_order_nothing_to_do()}</Text>;
  return <Stack gap="lg">{actions}</Stack>;
}
