import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { OrderLines } from '../../../../components/order-lines';
import { OrderTotals } from '../../../../components/order-totals';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import type { CurrentOrder } from '../../orders/public';
import { LoadingScreen } from '../../../../components/loading-screen';
import { m } from '../../../../paraglide/messages';

export const CurrentOrderCard = memo(function CurrentOrderCard({
  currentOrder,
}: {
  currentOrder: CurrentOrder;
}) {
  return (
    <Card withBorder padding="lg" aria-label={m.account_current_order()}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {m.account_current_order()}
        </Title>
        {currentOrder.status === 'loading' && <LoadingScreen />}
        {currentOrder.status === 'error' && <Text c="ember">{currentOrder.message}</Text>}
        {currentOrder.status === 'none' && <Text c="dimmed">{m.account_current_order_none()}</Text>}
        {currentOrder.status === 'ready' && <OrderSummary order={currentOrder.order} />}
      </Stack>
    </Card>
  );
});

function OrderSummary({ order }: { order: Extract<CurrentOrder, { status: 'ready' }>['order'] }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={700}>{m.account_current_order_number({ number: order.number })}</Text>
        <Badge color={order.status === 'delivered' ? 'green' : 'charcoal'}>
          {ORDER_STATUS_WORDS[order.status]()}
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
          ? m.account_current_order_code({ code: order.deliveryCode })
          : m.account_current_order_code_missing()}
      </Text>
    </Stack>
  );
}
