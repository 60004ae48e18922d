import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import { memo, useDeferredValue, useMemo } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { OrderLines } from '../../../../components/order-lines';
import type { Live } from '../../../../lib/live-read';
import { orderMoneyAccount } from '@nyama/domain/payments/order-money';
import type { DeliveryPhoto } from '@nyama/domain/delivery/delivery-photo';
import { useDeliveryOrder } from '../api/delivery-order';
import { useDeliveryPhotos } from '../api/delivery-photos';
import { describeReport, reportsOf, statusAfterQueued, waitingCount } from '../api/delivery-view';
import { useRefusalWatch } from '../api/refusal-watch';
import { useRefusedWrites } from '../api/refused-writes';
import { reportDelivery } from '../api/report-delivery';
import type { RefusedWrite } from '../api/driver-db';
import { useReports, type DriverReport, type RoundOrder } from '../api/round';
import { useDriver } from '../api/use-driver';
import { CustomerCard } from './customer-card';
import { DeliveryActions } from './delivery-actions';
import { DeliveryButton } from './delivery-link';
import { DeliveryLog } from './delivery-log';
import { PaymentLine } from './payment-line';
import { ReadFailure } from './read-failure';
import { RefusedList } from './refused-list';
import { SyncBadge } from './sync-badge';
import { FormError } from '../../../../components/form-error';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import { m } from '../../../../paraglide/messages';

const NO_PHOTOS = new Map<string, DeliveryPhoto>();

/** /driverorder?orderId=…: one delivery, with everything the driver needs at the door; works offline. */
export function DriverOrderPage() {
  const { orderId } = useSearch({ from: '/_storefront/driver/driverorder' });
  const driver = useDriver();
  if (!orderId) return <NoDelivery />;
  if (!driver) return <LoadingScreen />;
  return <Delivery orderId={orderId} driverId={driver.driverId} sinceMs={driver.sinceMs} />;
}

function NoDelivery() {
  return (
    <Stack align="flex-start">
      <Text>{m.field_driver_choose_delivery()}</Text>
      <Button component={Link} to="/driverpage">
        {m.field_driver_round_title()}
      </Button>
    </Stack>
  );
}

/**
 * Rendered again with its own reads' answers, not with the session's: Auth confirming the driver after
 * the paint, and the profile's listener, leave the delivery and the driver as they are (decision 077).
 * The answers reach the delivery's view deferred, so it renders them in a transition React interrupts
 * every few milliseconds, not in one long task (decision 047).
 */
const Delivery = memo(function Delivery({
  orderId,
  driverId,
  sinceMs,
}: {
  orderId: string;
  driverId: string;
  sinceMs: number;
}) {
  const order = useDeliveryOrder(orderId);
  const reports = useReports(driverId, sinceMs);
  const number = order.status === 'ready' ? order.data?.number : undefined;
  const numbers = useMemo(() => new Map(number ? [[orderId, number]] : []), [orderId, number]);
  useRefusalWatch({ driverId, kind: 'report', sinceMs, live: reports, numbers, describe: describeReport });
  return (
    <DeliveryView
      orderId={orderId}
      driverId={driverId}
      order={useDeferredValue(order)}
      reports={useDeferredValue(reports)}
      refused={useDeferredValue(useRefusedWrites(driverId, orderId))}
      photos={useDeferredValue(useDeliveryPhotos(driverId, orderId))}
    />
  );
});

type DeliveryViewProps = {
  orderId: string;
  driverId: string;
  order: Live<RoundOrder | null>;
  reports: Live<DriverReport[]>;
  refused: RefusedWrite[];
  photos: Live<Map<string, DeliveryPhoto>>;
};

const DeliveryView = memo(function DeliveryView({
  orderId,
  driverId,
  order,
  reports,
  refused,
  photos,
}: DeliveryViewProps) {
  if (order.status === 'loading') return <LoadingScreen />;
  if (order.status === 'error') return <FormError message={order.message} />;
  if (order.data === null) return <NoDelivery />;

  const delivery = order.data;
  const mine = reportsOf(reports.status === 'ready' ? reports.data : [], orderId);
  const status = statusAfterQueued(delivery.status, mine);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{m.field_driver_delivery_number({ number: delivery.number })}</Title>
        <Group gap="xs">
          <Badge
            size="lg"
            color={status === 'delivered' ? 'green' : 'charcoal'}
            aria-label={m.field_driver_status()}
          >
            {ORDER_STATUS_WORDS[status]()}
          </Badge>
          <SyncBadge count={waitingCount(mine)} />
        </Group>
      </Group>
      <ReadFailure live={reports} />
      {order.fromCache && (
        <Text size="sm" c="dimmed">
          {m.field_driver_from_cache()}
        </Text>
      )}
      {delivery.address ? (
        <CustomerCard address={delivery.address} />
      ) : (
        <Text>{m.field_driver_pickup_at_shop()}</Text>
      )}
      <Card withBorder padding="md" component="section" aria-label={m.field_driver_order()}>
        <Stack gap="xs">
          <OrderLines lines={delivery.lines} />
          <PaymentLine order={delivery} full />
        </Stack>
      </Card>
      <DeliveryActions
        orderId={orderId}
        status={status}
        locked={(delivery.delivery?.lockedAtMs ?? null) !== null}
        dueCents={orderMoneyAccount(delivery).dueCents}
        onReport={(report, photo) =>
          reportDelivery(
            driverId,
            delivery,
            report,
            photo ? { jpeg: photo, customerUid: delivery.uid } : null,
          )
        }
      />
      <DeliveryButton screen="/customerpush" orderId={orderId} variant="default">
        {m.field_driver_message_customer()}
      </DeliveryButton>
      <RefusedList writes={refused} />
      <DeliveryLog reports={mine} photos={photos.status === 'ready' ? photos.data : NO_PHOTOS} />
    </Stack>
  );
});
