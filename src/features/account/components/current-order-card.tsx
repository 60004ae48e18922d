import { Badge, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DELIVERY_CODE_MISSING } from '../../../domain/delivery';
import { formatKes } from '../../../domain/money';
import { ORDER_STATUS_LABEL } from '../../../domain/order-status';
import { formatWeight } from '../../../domain/weight';
import type { CurrentOrder } from '../../auth/api/session-state';
import { LoadingScreen } from '../../../components/loading-screen';

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
      <Table fz="sm" verticalSpacing={4}>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.itemId}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right">
                {line.unit === 'kg' ? formatWeight(line.quantity) : `× ${line.quantity}`}
              </Table.Td>
              <Table.Td ta="right">{formatKes(line.lineTotalCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider />
      <Group justify="space-between">
        <Text size="sm">Delivery</Text>
        <Text size="sm">{order.deliveryFeeCents === 0 ? 'Free' : formatKes(order.deliveryFeeCents)}</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatKes(order.totalCents)}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {order.deliveryCode
          ? `Delivery code ${order.deliveryCode}: give it to the driver when your order arrives.`
          : DELIVERY_CODE_MISSING}
      </Text>
    </Stack>
  );
}
