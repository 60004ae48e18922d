import { Alert, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { OrderLines } from '../../../../components/order-lines';
import { OrderMoney } from '../../../../components/order-money';
import { OrderTotals } from '../../../../components/order-totals';
import { formatAddressLine } from '@nyama/domain/delivery/address';
import { amountDueCents } from '@nyama/domain/delivery/delivery';
import { formatKes } from '@nyama/domain/kernel/money';
import { orderMoneyAccount } from '@nyama/domain/payments/order-money';
import { isUnpaid } from '@nyama/domain/kernel/order-status';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { describeSlot } from '../../../../lib/slot-labels';
import { useSession } from '../../../common/auth/public';
import { useCurrentOrder } from '../api/use-current-order';
import { DeliveryProof } from './delivery-proof';
import { StatusTimeline } from '../../../../components/status-timeline';
import { FormError } from '../../../../components/form-error';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import classes from '../../../../components/print.module.css';
import { m } from '../../../../paraglide/messages';

/** The tax invoice, its credit notes and their QR codes' library load only for a delivered order. */
const TaxInvoiceReceipt = lazy(() =>
  import('./tax-invoice-receipt').then((module) => ({ default: module.TaxInvoiceReceipt })),
);

/** Marks the delivery code in its sentence, to show it in bold wherever the language puts it. */
const MARK = '\u0000';

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
        <Text>{m.store_order_none()}</Text>
        <Button component={Link} to="/">
          {m.store_start_shopping()}
        </Button>
      </Stack>
    );
  }
  const { order } = currentOrder;
  const { address } = order;

  return (
    <Stack>
      {/* Printing a delivered order prints its tax documents alone. */}
      <Group justify="space-between" className={classes.noPrint}>
        <Title order={1}>{m.store_order_title({ number: order.number })}</Title>
        <Badge
          size="lg"
          color={order.status === 'delivered' ? 'green' : 'charcoal'}
          aria-label={m.store_order_status()}
        >
          {ORDER_STATUS_WORDS[order.status]()}
        </Badge>
      </Group>
      {isUnpaid(order.status) && (
        <Alert color="yellow" title={m.store_order_waiting_payment()}>
          {m.store_order_prepare_once_paid()}{' '}
          <Button component={Link} to="/copayment" size="xs" ml="xs">
            {m.store_order_pay_now()}
          </Button>
        </Alert>
      )}
      {order.status === 'confirmed' && (
        <Alert color="green" title={m.store_order_pay_on_delivery()}>
          {m.store_order_pay_driver({ amount: formatKes(amountDueCents(order)) })}
        </Alert>
      )}
      <Grid gap="lg" className={classes.noPrint}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="md">
            <Stack>
              <OrderLines lines={order.lines} />
              <Text size="sm" c="dimmed">
                {order.weighing ? m.store_order_weighed() : m.store_order_estimates()}
              </Text>
              <OrderTotals
                pricing={order}
                couponCode={order.couponCode}
                pickup={order.fulfilment === 'pickup'}
                placed={order}
              />
              <OrderMoney account={orderMoneyAccount(order)} reader="customer" />
              {order.customerPin && (
                <Text size="sm">{m.store_order_customer_pin({ pin: order.customerPin })}</Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md">
            <Stack>
              <Stack gap={2}>
                <Text fw={700}>
                  {order.fulfilment === 'pickup' ? m.store_order_pickup() : m.store_order_delivery()}
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
                  {m
                    .store_order_delivery_code({ code: `${MARK}${order.deliveryCode}${MARK}` })
                    .split(MARK)
                    .map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part))}
                </Text>
              ) : (
                <Text size="sm">{m.store_order_code_missing()}</Text>
              )}
              {order.status === 'delivered' && <DeliveryProof uid={session.uid} order={order} />}
              <StatusTimeline history={order.statusHistory} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {order.status === 'delivered' && (
        <Suspense>
          <TaxInvoiceReceipt uid={session.uid} orderId={order.id} />
        </Suspense>
      )}
    </Stack>
  );
}
