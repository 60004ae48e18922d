import { Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { useDeliveryOrder } from '../api/delivery-order';
import { useRefusalWatch } from '../api/refusal-watch';
import { useRefusedWrites } from '../api/refused-writes';
import { describeMessage, sendCustomerMessage, useSentMessages } from '../api/send-message';
import { useDriver } from '../api/use-driver';
import { DeliveryLink } from './delivery-link';
import { MessageForm } from './message-form';
import { ReadFailure } from './read-failure';
import { RefusedList } from './refused-list';
import { SentMessages } from './sent-messages';
import { FormError } from '../../../../components/form-error';
import { m } from '../../../../paraglide/messages';

/** /customerpush?orderId=…: a notification to the customer of one of the driver's deliveries. */
export function CustomerPushPage() {
  const { orderId } = useSearch({ from: '/_storefront/driver/customerpush' });
  const driver = useDriver();
  if (!orderId) return <Text>{m.field_driver_choose_delivery_first()}</Text>;
  if (!driver) return <LoadingScreen />;
  return <CustomerPush orderId={orderId} driverId={driver.driverId} sinceMs={driver.sinceMs} />;
}

function CustomerPush({
  orderId,
  driverId,
  sinceMs,
}: {
  orderId: string;
  driverId: string;
  sinceMs: number;
}) {
  const order = useDeliveryOrder(orderId);
  const messages = useSentMessages(driverId, sinceMs);
  const refused = useRefusedWrites(driverId, orderId);
  const number = order.status === 'ready' ? order.data?.number : undefined;
  const numbers = useMemo(() => new Map(number ? [[orderId, number]] : []), [orderId, number]);
  useRefusalWatch({ driverId, kind: 'message', sinceMs, live: messages, numbers, describe: describeMessage });
  if (order.status === 'loading') return <LoadingScreen />;
  if (order.status === 'error') return <FormError message={order.message} />;
  if (order.data === null) return <Text>{m.field_driver_not_on_round()}</Text>;
  const delivery = order.data;
  const sent = messages.status === 'ready' ? messages.data.filter((m) => m.orderId === orderId) : [];

  return (
    <Stack>
      <Title order={1}>
        {delivery.address
          ? m.field_driver_message_to({ name: delivery.address.recipient })
          : m.field_driver_message_customer()}
      </Title>
      <Text size="sm">
        {m.field_driver_message_about()}{' '}
        <DeliveryLink screen="/driverorder" orderId={orderId}>
          {delivery.number}
        </DeliveryLink>
        . {m.field_driver_message_how()}
      </Text>
      <MessageForm onSend={(message) => sendCustomerMessage(driverId, delivery, message)} />
      <ReadFailure live={messages} />
      <RefusedList writes={refused} />
      <SentMessages messages={sent} />
    </Stack>
  );
}
