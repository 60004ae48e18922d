import { Badge, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { QueryError } from '../../../../components/query-error';
import { ORDER_STATUS_LABEL } from '../../../../domain/order-status';
import { describeCallableError } from '../../../../lib/firebase/callable-error';
import { describeSlot } from '../../../../lib/slot-labels';
import { adminOrderKeys, assignDriver, driversQuery, ordersToDeliverQuery } from '../api/orders-to-deliver';

const NOBODY = 'nobody';

/** /allorders (for now): paid orders waiting for delivery, each with the driver who takes it. */
export function AssignDriversPage() {
  const orders = useQuery(ordersToDeliverQuery());
  const drivers = useQuery(driversQuery());
  const queryClient = useQueryClient();
  const assign = useMutation({
    mutationFn: assignDriver,
    onSuccess: async ({ driverId }) => {
      notifications.show({ color: 'green', message: driverId ? 'Driver assigned.' : 'Driver removed.' });
      await queryClient.invalidateQueries({ queryKey: adminOrderKeys.toDeliver() });
    },
    onError: (error) =>
      notifications.show({
        color: 'ember',
        message: describeCallableError(error),
      }),
  });
  const choices = [
    { value: NOBODY, label: 'Nobody yet' },
    ...(drivers.data ?? []).map((driver) => ({ value: driver.uid, label: driver.name })),
  ];
  const [nowMs] = useState(() => Date.now());

  return (
    <Stack>
      <Title order={1}>Orders to deliver</Title>
      {(orders.isPending || drivers.isPending) && <LoadingScreen />}
      {orders.isError && <QueryError what="the orders" onRetry={() => void orders.refetch()} />}
      {drivers.isError && <QueryError what="the drivers" onRetry={() => void drivers.refetch()} />}
      {orders.data?.length === 0 && <Text c="dimmed">No paid orders are waiting for delivery.</Text>}
      {orders.data && orders.data.length > 0 && drivers.data && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Window</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Driver</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>{order.number}</Table.Td>
                  <Table.Td>
                    {order.address?.recipient}
                    <Text size="xs" c="dimmed">
                      {order.address?.area}
                    </Text>
                  </Table.Td>
                  <Table.Td>{describeSlot(order.slot, nowMs)}</Table.Td>
                  <Table.Td>
                    <Badge color="charcoal">{ORDER_STATUS_LABEL[order.status]}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Driver of ${order.number}`}
                      data={choices}
                      value={order.driverId ?? NOBODY}
                      allowDeselect={false}
                      disabled={assign.isPending}
                      onChange={(value) => {
                        const driverId = value === NOBODY || value === null ? null : value;
                        if (driverId !== order.driverId) assign.mutate({ orderIds: [order.id], driverId });
                      }}
                      w={180}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
