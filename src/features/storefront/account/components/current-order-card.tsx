import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { OrderLines } from '../../../../components/order-lines';
import { OrderTotals } from '../../../../components/order-totals';
import { DELIVERY_CODE_MISSING } from '@nyama/domain/delivery/delivery';
import { ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';
import type { CurrentOrder } from '../../orders/public';
import { LoadingScreen } from '../../../../components/loading-screen';

export function CurrentOrderCard({ currentOrder }: { currentOrder: CurrentOrder }) {
  return (
    <Card withBorder padding="lg" aria-label="Current order">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Current order
        </Title>
        {currentOrder.status === 'loading' && <LoadingScreen />}
        {currentOrder.status === 'error' && <Text c="ember">{currentOrder.message}</Text>}
        {currentOrder.status === 'none' && (
          <Text c="dimmed">
            You have no open order. Everything you order will show here until it arrives.
          </Text>
        )}
        {currentOrder.status === 'ready' && <OrderSummary order={currentOrder.order} />}
      </Stack>
    </Card>
  );
}

function OrderSummary({ order }: { order: Extract<CurrentOrder, { status: 'ready' }>['order'] }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={700}>Order {order.number}</Text>
        <Badge color={order.status === 'delivered' ? 'green' : 'charcoal'}>
          {ORDER_STATUS_LABEL[order.status]}
        </Badge>
      </Group>
      <OrderLines lines={order.lines} />
      <OrderTotals
        pricing={order}
        couponCode={order.couponCode}
        pickup={order.fulfilment === 'pickup'}
        placed={order}
      />
      <Text size="sm" c="dimmed">
        {order.deliveryCode
          ? `Delivery code ${order.deliveryCode}: give it to the driver when your order arrives.`
          : DELIVERY_CODE_MISSING}
      </Text>
    </Stack>
  );
}
