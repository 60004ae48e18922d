import { Anchor, Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { OrderMoney } from '../../../../components/order-money';
import { StatusTimeline } from '../../../../components/status-timeline';
import { orderMoneyAccount } from '@nyama/domain/payments/order-money';
import { paths } from '@nyama/domain/kernel/paths';
import { formatKenyanPhone } from '@nyama/domain/kernel/phone';
import { driversQuery } from '../api/drivers';
import type { OrderWithId } from '../api/order-pages';
import { CodeAttempts } from './code-attempts';
import { customerOf } from '@nyama/domain/orders/order';
import { OrderDelivery } from './order-delivery';
import { OrderPayments } from './order-payments';
import { OrderRefunds } from './order-refunds';
import { WeighedLines } from './weighed-lines';
import { m } from '../../../../paraglide/messages';
import { ORDER_STATUS_WORDS } from '../../../../lib/domain-words';
import { formatDateTime } from '../../../../lib/format-time';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type Props = {
  order: OrderWithId;
  /** The list the order was opened from. */
  back: { to: LinkProps['to']; label: string };
  /** Above the order's record: what staff can do next (the live order) or why they cannot (the archive). */
  lead: { title: string; body: ReactNode };
  /** The order's audit trail (who did what), composed in by the app: the features do not know each other. */
  auditTrail: (targetPath: string) => ReactNode;
};

/**
 * The whole order, as /adminorder and /archorder show it: lines as ordered and weighed, payments, refunds,
 * delivery, timeline and audit trail.
 */
export function OrderSheet({ order, back, lead, auditTrail }: Props) {
  const drivers = useQuery(driversQuery());
  const customer = customerOf(order);
  const driverName = drivers.data?.find((driver) => driver.uid === order.driverId)?.name ?? null;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1}>{m.staff_order_title({ number: order.number })}</Title>
          <Text c="dimmed">
            {customer.name}
            {customer.phone && ` · ${formatKenyanPhone(customer.phone)}`}
            {order.address
              ? ` · ${order.address.area}, ${order.address.street}`
              : ` · ${m.staff_order_pickup_at_shop()}`}
          </Text>
          {order.customerPin && (
            <Text size="sm">{m.staff_order_customer_pin({ pin: order.customerPin })}</Text>
          )}
        </Stack>
        <Badge size="lg" color="charcoal">
          {ORDER_STATUS_WORDS[order.status]()}
        </Badge>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Section title={lead.title}>{lead.body}</Section>
            <Section title={m.staff_order_lines()}>
              <WeighedLines orderId={order.id} order={order} />
            </Section>
            <Section title={m.staff_order_payments()}>
              <Stack gap="md">
                <OrderMoney account={orderMoneyAccount(order)} reader="staff" />
                <OrderPayments orderId={order.id} order={order} />
              </Stack>
            </Section>
            <Section title={m.staff_order_refunds()}>
              <OrderRefunds orderId={order.id} updatedAtMs={order.updatedAtMs} />
            </Section>
            <Section title={m.staff_order_delivery()}>
              <OrderDelivery orderId={order.id} order={order} driverName={driverName} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Section title={m.staff_order_timeline()}>
              <StatusTimeline history={order.statusHistory} formatTime={formatDateTime} />
              <CodeAttempts order={order} />
            </Section>
            <Paper withBorder p="md">
              {auditTrail(paths.order(order.id))}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
