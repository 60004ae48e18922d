import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { useAdminOrder } from '../api/admin-order';
import { OrderSheet } from './order-sheet';

type Props = {
  /** The order's id, from the address: the route's screen passes it in. */
  id: string;
  /** The order's audit trail (who did what), composed in by the app: the features do not know each other. */
  auditTrail: (targetPath: string) => ReactNode;
};

/**
 * /archorder/$id: an archived order, read-only. Its state allows no next step; the one thing left is
 * money back on a payment (a complaint about a delivered order), which the Refunds section offers as on
 * the live order (docs/decisions/019-order-archive.md).
 */
export function ArchivedOrderPage({ id, auditTrail }: Props) {
  const live = useAdminOrder(id);
  if (live.status === 'loading') return <LoadingScreen />;
  if (live.status === 'error') return <Text c="ember">{live.message}</Text>;
  const order = live.data;
  if (!order?.archived) {
    return (
      <Stack>
        <Title order={1}>
          {order ? `Order ${order.number} is not archived yet` : 'No such archived order'}
        </Title>
        {order && (
          <Anchor component={Link} to={`/adminorder/${order.id}`}>
            Open it on the live board
          </Anchor>
        )}
        <Anchor component={Link} to="/archorders">
          Back to the archive
        </Anchor>
      </Stack>
    );
  }
  return (
    <OrderSheet
      order={order}
      back={{ to: '/archorders', label: 'Order archive' }}
      lead={{
        title: 'Archived',
        body: (
          <Text>
            Closed and moved off the live board: read-only. A payment can still be refunded below, for a
            complaint after delivery.
          </Text>
        ),
      }}
      auditTrail={auditTrail}
    />
  );
}
