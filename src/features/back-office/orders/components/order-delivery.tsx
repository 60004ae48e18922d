import { Image, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { driverMessageText } from '@nyama/domain/orders/push';
import type { Order } from '@nyama/domain/orders/order';
import { useDeliveryCode, useDeliveryRecord } from '../api/admin-order';
import { DeliveryLock } from './code-attempts';
import { m } from '../../../../paraglide/messages';
import { DELIVERY_ACTION_WORDS } from '../../../../lib/domain-words';
import { DELIVERY_OUTCOME_WORDS, MESSAGE_OUTCOME_WORDS } from './order-words';

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
        <Text size="sm">
          {m.staff_delivery_driver({
            driver: order.driverId
              ? (driverName ?? m.staff_delivery_a_driver())
              : m.staff_delivery_nobody_yet(),
          })}
        </Text>
        <Text size="sm">
          {m.staff_delivery_code({ code: code.status === 'ready' ? (code.data ?? '—') : '…' })}
        </Text>
      </SimpleGrid>
      {order.delivery?.failedReason && (
        <Text size="sm">{m.staff_delivery_failed({ reason: order.delivery.failedReason })}</Text>
      )}
      {order.delivery?.note && <Text size="sm">{m.staff_delivery_note({ note: order.delivery.note })}</Text>}
      {reports.status === 'ready' && reports.data.length > 0 && (
        <List size="sm" aria-label={m.staff_delivery_reports()}>
          {reports.data.map((report) => (
            <List.Item key={report.id}>
              {DELIVERY_ACTION_WORDS[report.action]()}:{' '}
              {report.outcome ? DELIVERY_OUTCOME_WORDS[report.outcome]() : m.staff_delivery_waiting()}
              {report.outcomeReason ? ` (${report.outcomeReason})` : ''}
            </List.Item>
          ))}
        </List>
      )}
      {messages.status === 'ready' && messages.data.length > 0 && (
        <List size="sm" aria-label={m.staff_delivery_messages()}>
          {messages.data.map((message) => (
            <List.Item key={message.id}>
              “{driverMessageText(message)}”:{' '}
              {message.outcome ? MESSAGE_OUTCOME_WORDS[message.outcome]() : m.staff_delivery_sending()}
            </List.Item>
          ))}
        </List>
      )}
      {photos.status === 'ready' &&
        photos.data.map((jpeg) => (
          <Image key={jpeg.slice(-32)} src={jpeg} alt={m.staff_delivery_photo()} maw={320} radius="sm" />
        ))}
    </Stack>
  );
}
