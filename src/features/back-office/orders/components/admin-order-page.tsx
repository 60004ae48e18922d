import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { useAdminOrder } from '../api/admin-order';
import { OrderActionsPanel } from './order-actions-panel';
import { OrderSheet } from './order-sheet';
import { m } from '../../../../paraglide/messages';

type Props = {
  /** The order's id, from the address: the route's screen passes it in. */
  id: string;
  /** The order's audit trail (who did what), composed in by the app: the features do not know each other. */
  auditTrail: (targetPath: string) => ReactNode;
};

/** /adminorder/$id: the whole order, live, with the actions its state allows. */
export function AdminOrderPage({ id, auditTrail }: Props) {
  const live = useAdminOrder(id);
  if (live.status === 'loading') return <LoadingScreen />;
  if (live.status === 'error') return <Text c="ember">{live.message}</Text>;
  const order = live.data;
  if (!order) {
    return (
      <Stack>
        <Title order={1}>{m.staff_order_none()}</Title>
        <Anchor component={Link} to="/allorders">
          {m.staff_order_back_to_orders()}
        </Anchor>
      </Stack>
    );
  }
  return (
    <OrderSheet
      order={order}
      back={{ to: '/allorders', label: m.staff_nav_all_orders() }}
      lead={{
        title: m.staff_order_next_step(),
        body: <OrderActionsPanel orderId={order.id} order={order} />,
      }}
      auditTrail={auditTrail}
    />
  );
}
