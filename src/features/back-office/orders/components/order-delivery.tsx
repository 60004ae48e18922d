import { Image, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { DELIVERY_ACTION_LABEL } from '@nyama/domain/delivery/delivery';
import { driverMessageText } from '@nyama/domain/orders/push';
import type { Order } from '@nyama/domain/orders/order';
import { useDeliveryCode, useDeliveryRecord } from '../api/admin-order';
import { DeliveryLock } from './code-attempts';

/** The delivery as the driver lived it: the code, their reports, messages and the photo at the door. */
export function OrderDelivery({
  orderId,
  order,
  driverName,
}: {
  orderId: string;
  order: Order;
  driverName: string | null;
}) {
  const code = useDeliveryCode(orderId);
  const { reports, messages, photos } = useDeliveryRecord(orderId);
  return (
    <Stack gap="xs">
      <DeliveryLock order={order} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text size="sm">Driver: {order.driverId ? (driverName ?? 'a driver') : 'nobody yet'}</Text>
        <Text size="sm">Delivery code: {code.status === 'ready' ? (code.data ?? '—') : '…'}</Text>
      </SimpleGrid>
      {order.delivery?.failedReason && <Text size="sm">Failed: {order.delivery.failedReason}</Text>}
      {order.delivery?.note && <Text size="sm">Driver’s note: {order.delivery.note}</Text>}
      {reports.status === 'ready' && reports.data.length > 0 && (
        <List size="sm" aria-label="Driver's reports">
          {reports.data.map((report) => (
            <List.Item key={report.id}>
              {DELIVERY_ACTION_LABEL[report.action]}: {report.outcome ?? 'waiting'}
              {report.outcomeReason ? ` (${report.outcomeReason})` : ''}
            </List.Item>
          ))}
        </List>
      )}
      {messages.status === 'ready' && messages.data.length > 0 && (
        <List size="sm" aria-label="Driver's messages">
          {messages.data.map((message) => (
            <List.Item key={message.id}>
              “{driverMessageText(message)}”: {message.outcome ?? 'sending'}
            </List.Item>
          ))}
        </List>
      )}
      {photos.status === 'ready' &&
        photos.data.map((jpeg) => (
          <Image key={jpeg.slice(-32)} src={jpeg} alt="Photo taken at the door" maw={320} radius="sm" />
        ))}
    </Stack>
  );
}
