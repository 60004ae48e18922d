import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../../components/loading-screen';
import { useAdminOrder } from '../api/admin-order';
import { OrderSheet } from './order-sheet';
import { m } from '../../../../paraglide/messages';

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
          {order ? m.staff_archived_not_yet({ number: order.number }) : m.staff_archived_none()}
        </Title>
        {order && (
          <Anchor component={Link} to={`/adminorder/${order.id}`}>
            {m.staff_archived_open_live()}
          </Anchor>
        )}
        <Anchor component={Link} to="/archorders">
          {m.staff_archived_back()}
        </Anchor>
      </Stack>
    );
  }
  return (
    <OrderSheet
      order={order}
      back={{ to: '/archorders', label: m.staff_archive_title() }}
      lead={{
        title: m.staff_archived_lead(),
        body: <Text>{m.staff_archived_body()}</Text>,
      }}
      auditTrail={auditTrail}
    />
  );
}
