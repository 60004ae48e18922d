import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { memo } from 'react';
import { formatAddressLine } from '@nyama/domain/delivery/address';
import type { OrderStatus } from '@nyama/domain/kernel/order-status';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import { m } from '../../../../paraglide/messages';
import type { RoundOrder } from '../api/round';
import { DeliveryLink } from './delivery-link';
import { PaymentLine } from './payment-line';
import { SyncBadge } from './sync-badge';

type Props = {
  order: RoundOrder;
  status: OrderStatus;
  waiting: number;
  /** Moves this delivery (`order.id`) one place up or down the round. */
  onMove: ((orderId: string, by: -1 | 1) => void) | null;
  canMoveUp: boolean;
  canMoveDown: boolean;
};

/**
 * One delivery on the round: who, where, the status its queued reports lead to, and the driver's order.
 * Rendered again only when its own props change, not with each of the round's reads (decision 077).
 */
export const RoundCard = memo(function RoundCard({
  order,
  status,
  waiting,
  onMove,
  canMoveUp,
  canMoveDown,
}: Props) {
  const { address } = order;
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={m.field_driver_delivery_number({ number: order.number })}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <DeliveryLink screen="/driverorder" orderId={order.id}>
            {order.number} · {address?.recipient ?? m.field_driver_pickup()}
          </DeliveryLink>
          {address && (
            <Text size="sm" c="dimmed" truncate>
              {formatAddressLine(address)}
            </Text>
          )}
          <PaymentLine order={order} />
          <Group gap="xs">
            <Badge color={status === 'delivered' ? 'green' : 'charcoal'} aria-label={m.field_driver_status()}>
              {ORDER_STATUS_WORDS[status]()}
            </Badge>
            {(order.delivery?.lockedAtMs ?? null) !== null && status === 'outForDelivery' && (
              <Badge color="ember">{m.field_driver_locked_badge()}</Badge>
            )}
            <SyncBadge count={waiting} />
          </Group>
        </Stack>
        {onMove && (
          <Stack gap={4}>
            <ActionIcon
              variant="default"
              aria-label={m.field_driver_move_up({ number: order.number })}
              disabled={!canMoveUp}
              onClick={() => onMove(order.id, -1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={m.field_driver_move_down({ number: order.number })}
              disabled={!canMoveDown}
              onClick={() => onMove(order.id, 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Stack>
        )}
      </Group>
    </Card>
  );
});
