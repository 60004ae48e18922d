import { Alert, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { OrderLines } from '../../../../components/order-lines';
import { OrderMoney } from '../../../../components/order-money';
import { OrderTotals } from '../../../../components/order-totals';
import { formatAddressLine } from '@nyama/domain/delivery/address';
import { amountDueCents, DELIVERY_CODE_MISSING } from '@nyama/domain/delivery/delivery';
import { formatKes } from '@nyama/domain/kernel/money';
import { orderMoneyAccount } from '@nyama/domain/payments/order-money';
import { isUnpaid, ORDER_STATUS_LABEL } from '@nyama/domain/kernel/order-status';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { describeSlot } from '../../../../lib/slot-labels';
import { useSession } from '../../../common/auth/public';
import { useCurrentOrder } from '../api/use-current-order';
import { DeliveryProof } from './delivery-proof';
import { StatusTimeline } from '../../../../components/status-timeline';
import { FormError } from '../../../../components/form-error';

/** /coopenorder: the customer's current order, live: lines, totals, window, timeline and delivery code. */
export function OpenOrderPage() {
  const session = useSession();
  const currentOrder = useCurrentOrder();
  const [nowMs] = useState(() => Date.now());
  if (session.status !== 'signedIn' || currentOrder.status === 'loading') return <LoadingScreen />;
  if (currentOrder.status === 'error') return <FormError message={currentOrder.message} />;
  if (currentOrder.status === 'none') {
    return (
      <Stack align="center" py="xl">
        <Text>You have no open order.</Text>
        <Button component={Link} to="/">
          Start shopping
        </Button>
      </Stack>
    );
  }
  const { order } = currentOrder;
  const { address } = order;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Order {order.number}</Title>
        <Badge
          size="lg"
          color={order.status === 'delivered' ? 'green' : 'charcoal'}
          aria-label="Order status"
        >
          {ORDER_STATUS_LABEL[order.status]}
        </Badge>
      </Group>
      {isUnpaid(order.status) && (
        <Alert color="yellow" title="Waiting for payment">
          We prepare your order once it is paid.{' '}
          <Button component={Link} to="/copayment" size="xs" ml="xs">
            Pay now
          </Button>
        </Alert>
      )}
      {order.status === 'confirmed' && (
        <Alert color="green" title="Pay on delivery">
          We are preparing your order. You pay {formatKes(amountDueCents(order))} to the driver when it
          arrives.
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="md">
            <Stack>
              <OrderLines lines={order.lines} />
              <Text size="sm" c="dimmed">
                {order.weighing
                  ? 'Weighed at packing: the prices follow the scale.'
                  : 'Weights are estimates until we weigh your order at packing.'}
              </Text>
              <OrderTotals
                pricing={order}
                couponCode={order.couponCode}
                pickup={order.fulfilment === 'pickup'}
                placed={order}
              />
              <OrderMoney account={orderMoneyAccount(order)} reader="customer" />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md">
            <Stack>
              <Stack gap={2}>
                <Text fw={700}>
                  {order.fulfilment === 'pickup' ? 'Pickup at our Ngara shop' : 'Delivery'}
                </Text>
                <Text size="sm">{describeSlot(order.slot, nowMs)}</Text>
                {address && (
                  <Text size="sm" c="dimmed">
                    {address.recipient} · {formatKenyanPhone(address.phone)}
                    <br />
                    {formatAddressLine(address)}
                  </Text>
                )}
              </Stack>
              {order.deliveryCode ? (
                <Text size="sm">
                  Delivery code <strong>{order.deliveryCode}</strong>: give it to the driver when your order
                  arrives.
                </Text>
              ) : (
                <Text size="sm">{DELIVERY_CODE_MISSING}</Text>
              )}
              {order.status === 'delivered' && <DeliveryProof uid={session.uid} order={order} />}
              <StatusTimeline history={order.statusHistory} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
